import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, bindPayloadSchema, ok, RoleCode } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { startActing } from '../auth/acting.js';
import { bindChild } from './bind.js';
import {
  bindResultSchema,
  childSchema,
  parentLoginBodySchema,
  parentLoginResultSchema,
  parentOfChildSchema,
  studentIdQuerySchema,
  timestampQuerySchema,
  tokenSchema,
  userIdQuerySchema,
} from './schema.js';
import { childHasInitialPassword, listChildren, parentLogin, parentsOfChild, unbindChild } from './service.js';

const PARENTS = [RoleCode.parent];
const FAMILY = [RoleCode.parent, RoleCode.student];

/** Everything under /wj/api/userParent/ (§7 Parents) and the parent sign-in. */
export function parentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.userParent.list.path, {
    config: { roles: PARENTS },
    schema: { querystring: timestampQuerySchema, response: envelopeOf(z.array(childSchema)) },
    handler: async (request) => ok(await listChildren(ctx, sessionOf(request), request.ip)),
  });

  r.post(api.userParent.bindParents.path, {
    config: { roles: PARENTS },
    schema: { body: bindPayloadSchema, response: envelopeOf(bindResultSchema) },
    handler: async (request) => ok(await bindChild(ctx, sessionOf(request), request.body, request.ip)),
  });

  r.get(api.userParent.unBindParents.path, {
    config: { roles: PARENTS },
    schema: { querystring: studentIdQuerySchema, response: envelopeOf(z.null()) },
    handler: async (request) => ok(await unbindChild(ctx, sessionOf(request), request.query.studentId, request.ip)),
  });

  r.get(api.userParent.parentsSwitchStudentPasswordFreeLogin.path, {
    config: { roles: PARENTS },
    schema: { querystring: studentIdQuerySchema, response: envelopeOf(tokenSchema) },
    handler: async (request) => ok(await startActing(ctx, sessionOf(request), request.query.studentId, request.ip)),
  });

  r.get(api.userParent.getParentByChildId.path, {
    config: { roles: FAMILY },
    schema: { querystring: studentIdQuerySchema, response: envelopeOf(z.array(parentOfChildSchema)) },
    handler: async (request) => ok(await parentsOfChild(ctx, sessionOf(request), request.query.studentId)),
  });

  r.get(api.userParent.checkPWDByUserId.path, {
    config: { roles: PARENTS },
    schema: { querystring: userIdQuerySchema, response: envelopeOf(z.boolean()) },
    handler: async (request) => ok(await childHasInitialPassword(ctx, sessionOf(request), request.query.userId)),
  });

  r.post(api.login.parentLogin.path, {
    config: { public: true },
    schema: { body: parentLoginBodySchema, response: envelopeOf(parentLoginResultSchema) },
    handler: async (request) => ok(await parentLogin(ctx, request.body, request.ip)),
  });
}
