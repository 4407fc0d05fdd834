import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { userCalls } from './shapes.js';

export const user = defineGroup<typeof userCalls>()('user', {
  verifyPasswordIsInit: get('/wj/api/user/verifyPasswordIsInit', 'session'),
  updatePasswordByUserId: post('/wj/api/user/updatePasswordByUserId', 'session'),
  info: get('/wj/api/user/info', 'session'),
  updateLoginPrompt: get('/wj/api/user/updateLoginPrompt', 'session'),
  updateAvatar: post('/wj/api/user/updateAvatar', 'session'),
  updateLoginName: post('/wj/api/user/updateLoginName', 'session'),
  updatePassword: post('/wj/api/user/updatePassword', 'session'),
  updatePhone: post('/wj/api/user/updatePhone', 'session'),
  /** Ours: §7 "school year by user". */
  getSchoolYearByUser: get('/wj/api/user/getSchoolYearByUser', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const userPlanned = {} satisfies PlannedCalls;
