import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { allMessages, enabledMessages, saveMessage } from './service.js';

/** Ours: activity admins add, edit, switch off and order the messages. */

const ACTIVITY_ADMINS = [RoleCode.activityAdmin, RoleCode.activityAdminAlt];
const messageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

export const saveBodySchema = z.object({
  id: z.number().int().positive().optional(),
  content: z.string().trim().min(1).max(40),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});

export function danmuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(api.other.danmuList.path, {
    config: { roles: [RoleCode.student, RoleCode.parent] },
    schema: {
      querystring: z.object({ timestamp: z.string().optional() }),
      response: envelopeOf(z.array(messageSchema.pick({ id: true, content: true }))),
    },
    handler: async () => ok(await enabledMessages(ctx.db)),
  });

  r.get(api.other.danmuAll.path, {
    config: { roles: ACTIVITY_ADMINS },
    schema: {
      querystring: z.object({ timestamp: z.string().optional() }),
      response: envelopeOf(z.array(messageSchema)),
    },
    handler: async () => ok(await allMessages(ctx.db)),
  });

  r.post(api.other.danmuSave.path, {
    config: { roles: ACTIVITY_ADMINS },
    schema: { body: saveBodySchema, response: envelopeOf(messageSchema) },
    handler: async (request) =>
      ok(await saveMessage(ctx.db, sessionOf(request), request.body, request.ip, ctx.clock())),
  });
}
