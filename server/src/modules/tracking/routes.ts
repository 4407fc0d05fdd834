import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ErrorCode, fail, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { requestLocale } from '../../platform/errors.js';
import { parseBeacon, type TrackingChannel } from './beacon.js';
import { trackingMessage } from './messages.js';
import { beaconSession, recordBeacon, withinBeaconLimit } from './service.js';

const CHANNEL_ROUTES: ReadonlyArray<readonly [TrackingChannel, string]> = [
  ['activity', api.tracking.activityMessage.path],
  ['login', api.tracking.loginMessage.path],
  ['questionnaire', api.tracking.questionnaireMessage.path],
  ['abnormal', api.tracking.abnormalMessage.path],
];

/**
 * §7 tracking beacons, form-encoded or JSON. Public, because the login beacon fires around
 * sign-in and the logout one after the session is gone; flooding is held off per address.
 */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [channel, path] of CHANNEL_ROUTES) {
    r.post(path, {
      config: { public: true },
      schema: { response: envelopeOf(z.null()) },
      onRequest: async (request, reply) => {
        if (await withinBeaconLimit(ctx, request.ip)) return;
        return reply.send(fail(ErrorCode.RateLimited, trackingMessage('rateLimited', requestLocale(request))));
      },
      handler: async (request) => {
        const beacon = parseBeacon(channel, request.body, requestLocale(request));
        const session = await beaconSession(ctx, request);
        await recordBeacon(ctx, channel, beacon, { session, ip: request.ip, userAgent: request.headers['user-agent'] });
        return ok(null);
      },
    });
  }
}
