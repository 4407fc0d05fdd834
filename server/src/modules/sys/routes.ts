import type { FastifyInstance } from 'fastify';
import { api, formatDateTime } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { sendVerificationCode } from './verification.js';

/** Server time for the client clock (§4), and phone verification codes. */
export function sysRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.sys.date, () => {
    const now = ctx.clock();
    return Promise.resolve({ timestamp: now.getTime(), dateTime: formatDateTime(now) });
  });

  route(app, api.sys.sendVerificationCode, async ({ query }, request) => {
    await sendVerificationCode(ctx, sessionOf(request), query.phone, request.ip);
    return null;
  });
}
