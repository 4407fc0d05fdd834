import { defineGroup, get, post } from '../define.js';
import { planned, type PlannedCalls } from '../planned.js';
import type { taskInfoCalls } from './shapes.js';

export const taskInfo = defineGroup<typeof taskInfoCalls>()('taskInfo', {
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
  getTaskInfoListByCondition: planned.post('/wj/api/taskInfo/getTaskInfoListByCondition', 'readStudents'),
  listTaskGroupByArea: planned.post('/wj/api/taskInfo/listTaskGroupByArea', 'readStudents'),
  listSubmitStudent: planned.post('/wj/api/taskInfo/listSubmitStudent', 'readStudents'),
  resetTaskResult: planned.post('/wj/api/taskInfo/resetTaskResult', 'manageStudents'),
  getUserBySchoolAdmin: planned.post('/wj/api/taskInfo/getUserBySchoolAdmin', 'readStudents'),
  getTaskNameListById: planned.get('/wj/api/taskInfo/getTaskNameListById', 'readStudents'),
  taskInfoOverview: planned.get('/wj/api/taskInfo/taskInfoOverview', 'readStudents'),
  getActivityBySchoolAdmin: planned.get('/wj/api/taskInfo/getActivityBySchoolAdmin', 'readStudents'),
  getGradeBySchoolAdmin: planned.get('/wj/api/taskInfo/getGradeBySchoolAdmin', 'readStudents'),
} satisfies PlannedCalls;
