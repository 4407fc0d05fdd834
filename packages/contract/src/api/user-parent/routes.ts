import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const userParent = legacyGroup('userParent', {
  list: get('/wj/api/userParent/list'),
  parentsSwitchStudentPasswordFreeLogin: get('/wj/api/userParent/parentsSwitchStudentPasswordFreeLogin'),
  bindParents: post('/wj/api/userParent/bindParents'),
  unBindParents: get('/wj/api/userParent/unBindParents'),
  getParentByChildId: get('/wj/api/userParent/getParentByChildId'),
  checkPWDByUserId: get('/wj/api/userParent/checkPWDByUserId'),
});

/** Calls of this group the spec names that are not built yet. */
export const userParentPlanned = {} satisfies PlannedCalls;
