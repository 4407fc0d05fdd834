import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const login = legacyGroup('login', {
  getInfo: get('/wj/api/login/getInfo'),
  getRoleInfoByUserId: get('/wj/api/login/getRoleInfoByUserId'),
  checkUserIdByToken: get('/wj/api/login/checkUserIdByToken'),
  getLogoutConfig: get('/wj/api/login/getLogoutConfig'),
  parentLogin: post('/wj/api/login/parentLogin'),
  /** Ours: ends acting for another user and returns to the actor's own session. */
  endActing: post('/wj/api/login/endActing'),
});

/** Calls of this group the spec names that are not built yet. */
export const loginPlanned = {} satisfies PlannedCalls;
