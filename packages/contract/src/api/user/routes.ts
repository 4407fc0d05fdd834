import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const user = legacyGroup('user', {
  verifyPasswordIsInit: get('/wj/api/user/verifyPasswordIsInit'),
  updatePasswordByUserId: post('/wj/api/user/updatePasswordByUserId'),
  info: get('/wj/api/user/info'),
  updateLoginPrompt: get('/wj/api/user/updateLoginPrompt'),
  updateAvatar: post('/wj/api/user/updateAvatar'),
  updateLoginName: post('/wj/api/user/updateLoginName'),
  updatePassword: post('/wj/api/user/updatePassword'),
  updatePhone: post('/wj/api/user/updatePhone'),
  /** Ours: §7 "school year by user". */
  getSchoolYearByUser: get('/wj/api/user/getSchoolYearByUser'),
});

/** Calls of this group the spec names that are not built yet. */
export const userPlanned = {} satisfies PlannedCalls;
