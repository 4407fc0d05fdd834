import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
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
  // The admin task calls (issue 12): task groups, activities and students of the caller's scope.
  getTaskInfoListByCondition: post('/wj/api/taskInfo/getTaskInfoListByCondition', 'readProgress'),
  listTaskGroupByArea: post('/wj/api/taskInfo/listTaskGroupByArea', 'readProgress'),
  listSubmitStudent: post('/wj/api/taskInfo/listSubmitStudent', 'readProgress'),
  getUserBySchoolAdmin: post('/wj/api/taskInfo/getUserBySchoolAdmin', 'readProgress'),
  getTaskNameListById: get('/wj/api/taskInfo/getTaskNameListById', 'readProgress'),
  taskInfoOverview: get('/wj/api/taskInfo/taskInfoOverview', 'readProgress'),
  getActivityBySchoolAdmin: get('/wj/api/taskInfo/getActivityBySchoolAdmin', 'readProgress'),
  getGradeBySchoolAdmin: get('/wj/api/taskInfo/getGradeBySchoolAdmin', 'readProgress'),
});

/** Calls of this group the spec names that are not built yet. */
export const taskInfoPlanned = {} satisfies PlannedCalls;
