import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { organizationByGrade } from './organization.js';
import { findUserPage, userQueryWhere } from './repository.js';
import {
  customerResetPasswords,
  customerSetStates,
  customerUserDetail,
  requireCustomerUser,
  toCustomerUser,
  updateStudent,
  updateUserInfo,
} from './service.js';

/** /wj/api/externalUserDubbo: customer service (role 21) finds any user of the province and helps families. */
export function customerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { externalUser } = api;

  route(app, externalUser.customerGetUserPage, async ({ body }, request) => {
    const page = await findUserPage(ctx.db, userQueryWhere(await scopeOf(ctx, request), body), body);
    return { records: page.records.map((row) => toCustomerUser(row, ctx)), total: page.total };
  });
  route(app, externalUser.customerGetUserById, async ({ query }, request) =>
    toCustomerUser(await requireCustomerUser(ctx, await scopeOf(ctx, request), query.userId), ctx),
  );
  route(app, externalUser.getUserInfoByCustomer, async ({ query }, request) =>
    customerUserDetail(ctx, await scopeOf(ctx, request), query.userId),
  );
  route(app, externalUser.findByUserId, async ({ body }, request) =>
    customerUserDetail(ctx, await scopeOf(ctx, request), body.userId),
  );
  route(app, externalUser.updateUserInfoByCustomer, async ({ body }, request) => {
    await updateUserInfo(ctx, await scopeOf(ctx, request), body, auditOf(request));
    return null;
  });
  route(app, externalUser.updateStudent, async ({ body }, request) => {
    await updateStudent(ctx, await scopeOf(ctx, request), body, auditOf(request));
    return null;
  });
  route(app, externalUser.batchUpdateUserPW, async ({ body }, request) => ({
    count: await customerResetPasswords(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  }));
  route(app, externalUser.batchUpdateStateByCustomer, async ({ body }, request) => ({
    count: await customerSetStates(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  }));
  // Admins use it too: grades and classes of a school, within the caller's scope.
  route(app, externalUser.getOrganizationByGrade, async ({ body }, request) =>
    organizationByGrade(ctx, await scopeOf(ctx, request), body),
  );
}
