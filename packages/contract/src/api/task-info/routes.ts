import { defineGroup, get, post } from '../define.js';
import { plannedGet, plannedPost, type PlannedCalls } from '../planned.js';
import type { taskInfoCalls } from './shapes.js';

export const taskInfo = defineGroup<typeof taskInfoCalls>()('taskInfo', {
  resetTaskResult: post('/wj/api/taskInfo/resetTaskResult', 'resetResults'),
  getTaskInfoByUser: post('/wj/api/taskInfo/getTaskInfoByUser', 'readStudentData'),
  myTaskInfoOverview: get('/wj/api/taskInfo/myTaskInfoOverview', 'readStudentData'),
  getActivityGuidePage: get('/wj/api/taskInfo/getActivityGuidePage/:id', 'readStudentData'),
  getAllStemInfo: get('/wj/api/taskInfo/getAllStemInfo', 'readStudentData'),
  getUserArtist: get('/wj/api/taskInfo/getUserArtist', 'readStudentData'),
  getTaskInfoById: get('/wj/api/taskInfo/getTaskInfoById', 'readStudentData'),
  getById: get('/wj/api/taskInfo/getById', 'readStudentData'),
});

/** The admin task calls of progress and statistics (issue 12). */
export const taskInfoPlanned = {
  getTaskInfoListByCondition: plannedPost('/wj/api/taskInfo/getTaskInfoListByCondition', 'readStudents'),
  listTaskGroupByArea: plannedPost('/wj/api/taskInfo/listTaskGroupByArea', 'readStudents'),
  listSubmitStudent: plannedPost('/wj/api/taskInfo/listSubmitStudent', 'readStudents'),
  getUserBySchoolAdmin: plannedPost('/wj/api/taskInfo/getUserBySchoolAdmin', 'readStudents'),
  getTaskNameListById: plannedGet('/wj/api/taskInfo/getTaskNameListById', 'readStudents'),
  taskInfoOverview: plannedGet('/wj/api/taskInfo/taskInfoOverview', 'readStudents'),
  getActivityBySchoolAdmin: plannedGet('/wj/api/taskInfo/getActivityBySchoolAdmin', 'readStudents'),
  getGradeBySchoolAdmin: plannedGet('/wj/api/taskInfo/getGradeBySchoolAdmin', 'readStudents'),
} satisfies PlannedCalls;
