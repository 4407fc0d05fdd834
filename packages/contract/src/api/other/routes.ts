import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { otherCalls } from './shapes.js';

export const other = defineGroup<typeof otherCalls>()('other', {
  abandonment: get('/wj/api/project/abandonment', 'readStudentData'),
  findParticipation: get('/wj/api/project/findParticipation', 'readStudentData'),
  findStaminaDetails: post('/wj/api/stamina/findStaminaDetails', 'readStudentData'),
  findTaskStamina: post('/wj/api/stamina/findTaskStamina', 'readStudentData'),
  updateTaskStamina: post('/wj/api/stamina/updateTaskStamina', 'manageStamina'),
  findGroupAwardList: post('/task/taskGroupInfo/findGroupAwardList', 'readStudentData'),
  danmuList: get('/wj/api/danmu/list', 'readStudentData'),
  /** Ours: every bullet comment, enabled or not, for the activity admins who moderate them. */
  danmuAll: get('/wj/api/danmu/all', 'manageContent'),
  /** Ours: an activity admin adds or edits a bullet comment. */
  danmuSave: post('/wj/api/danmu/save', 'manageContent'),
  queryHadPaper: get('/wj/api/result/queryHadPaper', 'readStudentData'),
});

/** Calls of this group the spec names that are not built yet. */
export const otherPlanned = {} satisfies PlannedCalls;
