import { defineGroup, get, post } from '../define.js';
import type { PlannedCalls } from '../planned.js';
import type { externalUserCalls } from './shapes.js';

export const externalUser = defineGroup<typeof externalUserCalls>()('externalUser', {
  customerGetUserById: get('/wj/api/externalUserDubbo/customerGetUserById', 'serveCustomers'),
  customerGetUserPage: post('/wj/api/externalUserDubbo/customerGetUserPage', 'serveCustomers'),
  batchUpdateUserPW: post('/wj/api/externalUserDubbo/batchUpdateUserPW', 'serveCustomers'),
  getUserInfoByCustomer: get('/wj/api/externalUserDubbo/getUserInfoByCustomer', 'serveCustomers'),
  updateUserInfoByCustomer: post('/wj/api/externalUserDubbo/updateUserInfoByCustomer', 'serveCustomers'),
  batchUpdateStateByCustomer: post('/wj/api/externalUserDubbo/batchUpdateStateByCustomer', 'serveCustomers'),
  findByUserId: post('/wj/api/externalUserDubbo/findByUserId', 'serveCustomers'),
  updateStudent: post('/wj/api/externalUserDubbo/updateStudent', 'serveCustomers'),
  /** Admins use it too: grades and classes of a school, within the caller's scope. */
  getOrganizationByGrade: post('/wj/api/externalUserDubbo/getOrganizationByGrade', 'readClasses'),
});

/** Calls of this group the spec names that are not built yet. */
export const externalUserPlanned = {} satisfies PlannedCalls;
