import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import { EpochCache, sessionEpochs } from '../../platform/cache/epoch-cache.js';
import type { AppContext } from '../../platform/context.js';
import { route, serializeReply, type SerializedReply } from '../../platform/route.js';
import { loadUserInfo } from '../accounts/service.js';
import { loadRoleInfo, platformConfig, switchRole } from './service.js';

/** Users whose details one server keeps: ~0.5 KB of text each, so ~20 MB at most. */
const USER_INFOS_KEPT = 20_000;

/** The calls the route guard makes right after sign-in (§2 guard, §7 "Login and user"). */
export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { login } = api;

  /** Each signed-in user's own details, kept while nothing they read has changed (docs/scale.md, "Caches"). */
  const userInfos = new EpochCache<SerializedReply>(USER_INFOS_KEPT);
  route(app, login.getInfo, async (_input, request) => {
    const session = sessionOf(request);
    return userInfos.through(String(session.userId), await sessionEpochs(ctx.db, session), ctx.clock(), async () => ({
      value: serializeReply(login.getInfo, await loadUserInfo(ctx.db, session.userId)),
    }));
  });

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
