import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { loadUserInfo } from '../accounts/service.js';
import { loadRoleInfo, platformConfig, switchRole } from './service.js';

/** The calls the route guard makes right after sign-in (§2 guard, §7 "Login and user"). */
export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { login } = api;

  route(app, login.getInfo, (_input, request) => loadUserInfo(ctx.db, sessionOf(request).userId));

  route(app, login.getRoleInfoByUserId, async ({ query }, request) => {
    let session = sessionOf(request);
    if (query.roleIds !== undefined) session = await switchRole(ctx, session, query.roleIds, request.ip);
    return loadRoleInfo(ctx, session);
  });

  route(app, login.checkUserIdByToken, ({ query }, request) =>
    Promise.resolve(sessionOf(request).userId === query.userId),
  );

  route(app, login.getLogoutConfig, () => Promise.resolve(platformConfig(ctx)));
}
