import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { importContent } from './importer.js';

/** Ours: activity admins import activity and questionnaire definitions. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The importer checks the body, not the route, so every error comes back with its JSON path.
  route(app, api.content.importActivity, ({ body }, request) =>
    importContent(ctx.db, body, { ...auditActor(sessionOf(request)), ip: request.ip }),
  );
}
