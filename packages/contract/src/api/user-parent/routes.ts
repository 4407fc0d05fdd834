import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { userParentCalls } from './shapes.js';

export const userParent = defineGroup<typeof userParentCalls>()('userParent', {
  list: get('/wj/api/userParent/list', 'actForChildren'),
  parentsSwitchStudentPasswordFreeLogin: get(
    '/wj/api/userParent/parentsSwitchStudentPasswordFreeLogin',
    'actForChildren',
  ),
  bindParents: post('/wj/api/userParent/bindParents', 'actForChildren'),
  unBindParents: get('/wj/api/userParent/unBindParents', 'actForChildren'),
  /** A bound parent, or the child. */
  getParentByChildId: get('/wj/api/userParent/getParentByChildId', 'readStudentData'),
  checkPWDByUserId: get('/wj/api/userParent/checkPWDByUserId', 'actForChildren'),
});

/** Calls of this group the spec names that are not built yet. */
export const userParentPlanned = {} satisfies PlannedCalls;
