import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ok } from '@pingjia/contract';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { endActing } from './acting.js';
import { signInBodySchema, signInResultSchema, tokenResultSchema, transportKeySchema } from './schema.js';
import { signIn } from './sign-in.js';

/** Ours (docs/decisions.md); moves to the contract's `api.login.endActing` once it lists it. */

/** Sign-in, sign-out, the transport key and the way back from acting as a child. */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.sso.getTransportKey.path, {
    config: { public: true },
    schema: { response: envelopeOf(transportKeySchema) },
    handler: async () => ok(await ctx.transport.current()),
  });

  r.post(api.sso.signIn.path, {
    config: { public: true },
    schema: { body: signInBodySchema, response: envelopeOf(signInResultSchema) },
    handler: async (request) => ok(await signIn(ctx, request.body, request.ip)),
  });

  r.get(api.sdk.logout.path, {
    schema: { response: envelopeOf(z.null()) },
    handler: async (request) => {
      const session = sessionOf(request);
      await ctx.sessions.revoke(session.sessionId, ctx.clock());
      await recordAudit(ctx.db, {
        ...auditActor(session),
        action: 'session.signOut',
        entityType: 'session',
        entityId: session.sessionId,
        before: null,
        after: null,
        ip: request.ip,
        provinceShardId: session.provinceShardId,
      });
      return ok(null);
    },
  });

  r.post(api.login.endActing.path, {
    schema: { response: envelopeOf(tokenResultSchema) },
    handler: async (request) => ok(await endActing(ctx, sessionOf(request), request.ip)),
  });
}
