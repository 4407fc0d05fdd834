import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { endActing } from './acting.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';

/** Sign-in, sign-out, the transport key and the way back from acting as a child. */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.sso.getTransportKey, () => ctx.transport.current());

  route(app, api.sso.signIn, ({ body }, request) => signIn(ctx, body, request.ip));

  route(app, api.sdk.logout, async (_input, request) => {
    await signOut(ctx, sessionOf(request), request.ip);
    return null;
  });

  route(app, api.login.endActing, (_input, request) => endActing(ctx, sessionOf(request), request.ip));
}
