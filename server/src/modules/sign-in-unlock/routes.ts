import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { unlockSignIn } from './service.js';

/** POST /wj/api/user/unlockSignIn: an admin lifts an account's sign-in limits (see guard.ts). */
export function signInLimitRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.signInLimits.unlockSignIn, async ({ body }, request) => {
    await unlockSignIn(ctx, await scopeOf(ctx, request), body.userId, auditOf(request));
    return null;
  });
}
