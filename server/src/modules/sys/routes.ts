import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, formatDateTime, mobilePhoneSchema, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { sendVerificationCode } from './verification.js';

const serverTimeSchema = z.object({ timestamp: z.number().int(), dateTime: z.string() });

/** Server time for the client clock (§4), and phone verification codes. */
export function sysRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.sys.date.path, {
    config: { public: true },
    schema: { querystring: z.object({ timestamp: z.string().optional() }), response: envelopeOf(serverTimeSchema) },
    handler: () => {
      const now = ctx.clock();
      return ok({ timestamp: now.getTime(), dateTime: formatDateTime(now) });
    },
  });

  r.get(api.sys.sendVerificationCode.path, {
    schema: {
      querystring: z.object({ phone: mobilePhoneSchema, timestamp: z.string().optional() }),
      response: envelopeOf(z.null()),
    },
    handler: async (request) => {
      await sendVerificationCode(ctx, sessionOf(request), request.query.phone, request.ip);
      return ok(null);
    },
  });
}
