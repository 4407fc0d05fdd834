import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { countResultSchema, pageOf } from '../people/schema.js';
import { guardFor } from '../scope/capabilities.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { organizationByGrade } from './organization.js';
import { findUserPage, userQueryWhere } from './repository.js';
import {
  batchPasswordBodySchema,
  batchStateBodySchema,
  customerUserDetailSchema,
  customerUserSchema,
  gradeOrganizationSchema,
  organizationByGradeBodySchema,
  updateStudentBodySchema,
  updateUserInfoBodySchema,
  userIdBodySchema,
  userIdQuerySchema,
  userQueryBodySchema,
} from './schema.js';
import {
  customerResetPasswords,
  customerSetStates,
  customerUserDetail,
  requireCustomerUser,
  toCustomerUser,
  updateStudent,
  updateUserInfo,
} from './service.js';

const done = envelopeOf(z.null());
const counted = envelopeOf(countResultSchema);

/** /wj/api/externalUserDubbo: customer service (role 21) finds and helps any user of the province. */
export function customerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = guardFor('serveCustomers');

  r.post(api.externalUser.customerGetUserPage.path, {
    config,
    schema: { body: userQueryBodySchema, response: envelopeOf(pageOf(customerUserSchema)) },
    handler: async (request) => {
      const page = await findUserPage(ctx.db, userQueryWhere(await scopeOf(ctx, request), request.body), request.body);
      return ok({ records: page.records.map((row) => toCustomerUser(row, ctx)), total: page.total });
    },
  });

  r.get(api.externalUser.customerGetUserById.path, {
    config,
    schema: { querystring: userIdQuerySchema, response: envelopeOf(customerUserSchema) },
    handler: async (request) =>
      ok(toCustomerUser(await requireCustomerUser(ctx, await scopeOf(ctx, request), request.query.userId), ctx)),
  });

  r.get(api.externalUser.getUserInfoByCustomer.path, {
    config,
    schema: { querystring: userIdQuerySchema, response: envelopeOf(customerUserDetailSchema) },
    handler: async (request) => ok(await customerUserDetail(ctx, await scopeOf(ctx, request), request.query.userId)),
  });

  r.post(api.externalUser.findByUserId.path, {
    config,
    schema: { body: userIdBodySchema, response: envelopeOf(customerUserDetailSchema) },
    handler: async (request) => ok(await customerUserDetail(ctx, await scopeOf(ctx, request), request.body.userId)),
  });

  r.post(api.externalUser.updateUserInfoByCustomer.path, {
    config,
    schema: { body: updateUserInfoBodySchema, response: done },
    handler: async (request) => {
      await updateUserInfo(ctx, await scopeOf(ctx, request), request.body, auditOf(request));
      return ok(null);
    },
  });

  r.post(api.externalUser.updateStudent.path, {
    config,
    schema: { body: updateStudentBodySchema, response: done },
    handler: async (request) => {
      await updateStudent(ctx, await scopeOf(ctx, request), request.body, auditOf(request));
      return ok(null);
    },
  });

  r.post(api.externalUser.batchUpdateUserPW.path, {
    config,
    schema: { body: batchPasswordBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await customerResetPasswords(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.password,
          auditOf(request),
        ),
      }),
  });

  r.post(api.externalUser.batchUpdateStateByCustomer.path, {
    config,
    schema: { body: batchStateBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await customerSetStates(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.state,
          auditOf(request),
        ),
      }),
  });

  // Admins use it too: grades and classes of a school, within the caller's scope.
  r.post(api.externalUser.getOrganizationByGrade.path, {
    config: guardFor('readClasses'),
    schema: { body: organizationByGradeBodySchema, response: envelopeOf(gradeOrganizationSchema) },
    handler: async (request) => ok(await organizationByGrade(ctx, await scopeOf(ctx, request), request.body)),
  });
}
