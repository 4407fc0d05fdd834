import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, platformConfigSchema, roleInfoSchema, userInfoSchema } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { loadUserInfo } from '../accounts/service.js';
import { checkUserIdQuerySchema, roleSwitchQuerySchema } from './schema.js';
import { loadRoleInfo, platformConfig, switchRole } from './service.js';

const timestampQuery = z.object({ timestamp: z.string().optional() });

/** The calls the route guard makes right after sign-in (§2 guard, §7 "Login and user"). */
export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.login.getInfo.path, {
    schema: { querystring: timestampQuery, response: envelopeOf(userInfoSchema) },
    handler: async (request) => ok(await loadUserInfo(ctx.db, sessionOf(request).userId)),
  });

  r.get(api.login.getRoleInfoByUserId.path, {
    schema: { querystring: roleSwitchQuerySchema, response: envelopeOf(roleInfoSchema) },
    handler: async (request) => {
      let session = sessionOf(request);
      if (request.query.roleIds !== undefined)
        session = await switchRole(ctx, session, request.query.roleIds, request.ip);
      return ok(await loadRoleInfo(ctx, session));
    },
  });

  r.get(api.login.checkUserIdByToken.path, {
    schema: { querystring: checkUserIdQuerySchema, response: envelopeOf(z.boolean()) },
    handler: (request) => ok(sessionOf(request).userId === request.query.userId),
  });

  r.get(api.login.getLogoutConfig.path, {
    config: { public: true },
    schema: { querystring: timestampQuery, response: envelopeOf(platformConfigSchema) },
    handler: () => ok(platformConfig(ctx)),
  });
}
