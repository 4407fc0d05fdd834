import { defineGroup, get, post } from '../define.js';
import { plannedPost, type PlannedCalls } from '../planned.js';
import type { progressCalls } from './shapes.js';

/** Progress of task groups in the caller's scope (§2 progressQuery), under /wj/api/task/. */
export const progress = defineGroup<typeof progressCalls>()('progress', {
  getDropdownBox: post('/wj/api/task/getDropdownBox', 'readProgress'),
  getUserTypeList: get('/wj/api/task/getUserTypeList', 'readProgress'),
  progressDetail: post('/wj/api/task/progressDetail', 'readProgress'),
  downloadProgressDetails: post('/wj/api/task/downloadProgressDetails', 'readProgress'),
});

export const progressPlanned = {
  answerDetailSelectLoad: plannedPost('/wj/api/task/answerDetailSelectLoad', 'readProgress'),
} satisfies PlannedCalls;
