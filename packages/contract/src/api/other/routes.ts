import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const other = legacyGroup('other', {
  abandonment: get('/wj/api/project/abandonment'),
  findParticipation: get('/wj/api/project/findParticipation'),
  findStaminaDetails: post('/wj/api/stamina/findStaminaDetails'),
  findTaskStamina: post('/wj/api/stamina/findTaskStamina'),
  updateTaskStamina: post('/wj/api/stamina/updateTaskStamina'),
  findGroupAwardList: post('/task/taskGroupInfo/findGroupAwardList'),
  danmuList: get('/wj/api/danmu/list'),
  /** Ours: every bullet comment, enabled or not, for the activity admins who moderate them. */
  danmuAll: get('/wj/api/danmu/all'),
  /** Ours: an activity admin adds or edits a bullet comment. */
  danmuSave: post('/wj/api/danmu/save'),
  queryHadPaper: get('/wj/api/result/queryHadPaper'),
});

/** Calls of this group the spec names that are not built yet. */
export const otherPlanned = {} satisfies PlannedCalls;
