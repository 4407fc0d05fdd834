import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { loginCalls } from './shapes.js';

export const login = defineGroup<typeof loginCalls>()('login', {
  getInfo: get('/wj/api/login/getInfo', 'session'),
  getRoleInfoByUserId: get('/wj/api/login/getRoleInfoByUserId', 'session'),
  checkUserIdByToken: get('/wj/api/login/checkUserIdByToken', 'session'),
  getLogoutConfig: get('/wj/api/login/getLogoutConfig', 'public'),
  parentLogin: post('/wj/api/login/parentLogin', 'public'),
  /** Ours: ends acting for another user and returns to the actor's own session. */
  endActing: post('/wj/api/login/endActing', 'session'),
});

/** Calls of this group the spec names that are not built yet. */
export const loginPlanned = {} satisfies PlannedCalls;
