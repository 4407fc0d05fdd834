import type { FastifyInstance } from 'fastify';
import { api, ErrorCode, fail } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { parseBeacon, type TrackingChannel } from './beacon.js';
import { trackingMessage } from './messages.js';
import { beaconSession, recordBeacon, withinBeaconLimit } from './service.js';

const { tracking } = api;
const CHANNEL_ROUTES = [
  ['activity', tracking.activityMessage],
  ['login', tracking.loginMessage],
  ['questionnaire', tracking.questionnaireMessage],
  ['abnormal', tracking.abnormalMessage],
] as const satisfies ReadonlyArray<readonly [TrackingChannel, unknown]>;

/**
 * §7 tracking beacons, form-encoded or JSON. Public, because the login beacon fires around
 * sign-in and the logout one after the session is gone; flooding is held off per address.
 */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // This module's scope holds only the beacons, so the limit is counted before the body is read.
  app.addHook('onRequest', async (request, reply) => {
    if (await withinBeaconLimit(ctx, request.ip)) return;
    return reply.send(fail(ErrorCode.RateLimited, trackingMessage('rateLimited', requestLocale(request))));
  });
  for (const [channel, entry] of CHANNEL_ROUTES) {
    route(app, entry, async (_input, request) => {
      const beacon = parseBeacon(channel, request.body, requestLocale(request));
      const session = await beaconSession(ctx, request);
      await recordBeacon(ctx, channel, beacon, { session, ip: request.ip, userAgent: request.headers['user-agent'] });
      return null;
    });
  }
}
