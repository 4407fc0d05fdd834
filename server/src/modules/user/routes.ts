import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { requireUser } from '../accounts/service.js';
import { changePassword, replaceInitialPassword } from './password.js';
import { loadPersonalInfo, loadSchoolYear, setAvatar, setLoginName, setLoginPrompt, setPhone } from './service.js';

/** The caller's own account: profile, prompts, avatar, account name, password and phone. */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { user } = api;

  route(app, user.info, (_input, request) => loadPersonalInfo(ctx, sessionOf(request)));

  route(
    app,
    user.verifyPasswordIsInit,
    async (_input, request) => (await requireUser(ctx.db, sessionOf(request).userId)).passwordIsInitial,
  );

  route(app, user.getSchoolYearByUser, (_input, request) => loadSchoolYear(ctx, sessionOf(request)));

  route(app, user.updateLoginPrompt, async ({ query }, request) => {
    await setLoginPrompt(ctx, sessionOf(request), query.showLoginPrompt, request.ip);
    return null;
  });

  route(app, user.updateAvatar, async ({ query }, request) => {
    await setAvatar(ctx, sessionOf(request), query.avatar, request.ip);
    return null;
  });

  route(app, user.updateLoginName, async ({ body }, request) => {
    await setLoginName(ctx, sessionOf(request), body.loginName, request.ip);
    return null;
  });

  route(app, user.updatePasswordByUserId, async ({ body }, request) => {
    await replaceInitialPassword(ctx, sessionOf(request), body, request.ip);
    return null;
  });

  route(app, user.updatePassword, async ({ body }, request) => {
    await changePassword(ctx, sessionOf(request), body, request.ip);
    return null;
  });

  route(app, user.updatePhone, async ({ body }, request) => {
    await setPhone(ctx, sessionOf(request), body, request.ip);
    return null;
  });
}
