import { legacyGroup, legacyGet as get, legacyPost as post } from '../legacy.js';
import type { PlannedCalls } from '../planned.js';

export const externalUser = legacyGroup('externalUser', {
  customerGetUserById: get('/wj/api/externalUserDubbo/customerGetUserById'),
  customerGetUserPage: post('/wj/api/externalUserDubbo/customerGetUserPage'),
  batchUpdateUserPW: post('/wj/api/externalUserDubbo/batchUpdateUserPW'),
  getUserInfoByCustomer: get('/wj/api/externalUserDubbo/getUserInfoByCustomer'),
  updateUserInfoByCustomer: post('/wj/api/externalUserDubbo/updateUserInfoByCustomer'),
  batchUpdateStateByCustomer: post('/wj/api/externalUserDubbo/batchUpdateStateByCustomer'),
  findByUserId: post('/wj/api/externalUserDubbo/findByUserId'),
  updateStudent: post('/wj/api/externalUserDubbo/updateStudent'),
  getOrganizationByGrade: post('/wj/api/externalUserDubbo/getOrganizationByGrade'),
});

/** Calls of this group the spec names that are not built yet. */
export const externalUserPlanned = {} satisfies PlannedCalls;
