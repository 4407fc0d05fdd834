import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { importContent } from './importer.js';
import { importResultSchema } from './schema.js';

/** Ours: activity admins import activity and questionnaire definitions. */

const ACTIVITY_ADMINS = [RoleCode.activityAdmin, RoleCode.activityAdminAlt];

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The body is checked by the importer, not the route, so every error comes back with its JSON path.
  r.post(api.content.importActivity.path, {
    config: { roles: ACTIVITY_ADMINS },
    schema: { body: z.unknown(), response: envelopeOf(importResultSchema) },
    handler: async (request) => {
      const session = sessionOf(request);
      return ok(await importContent(ctx.db, request.body, { ...auditActor(session), ip: request.ip }));
    },
  });
}
