import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { resolveStudent } from '../task-info/scope.js';
import { abandonedOf, hadPaperOf, participationOf } from './service.js';

const id = z.coerce.number().int().positive();
const querySchema = z.object({ studentId: id.optional(), timestamp: z.string().optional() });

/** The student's participation, waived tasks and whether they handed in a paper. */
export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: STUDENT_READERS };

  r.get(api.other.abandonment.path, {
    config,
    schema: {
      querystring: querySchema,
      response: envelopeOf(
        z.array(
          z.object({
            tgiId: z.number().int(),
            tgiName: z.string(),
            activityId: z.number().int(),
            activityName: z.string(),
          }),
        ),
      ),
    },
    handler: async (request) =>
      ok(
        await abandonedOf(
          ctx.db,
          await resolveStudent(ctx.db, sessionOf(request), request.query.studentId),
          ctx.clock(),
        ),
      ),
  });

  r.get(api.other.findParticipation.path, {
    config,
    schema: {
      querystring: querySchema,
      response: envelopeOf(z.object({ participate: z.boolean(), taskGroupNum: z.number().int() })),
    },
    handler: async (request) =>
      ok(
        await participationOf(
          ctx.db,
          await resolveStudent(ctx.db, sessionOf(request), request.query.studentId),
          ctx.clock(),
        ),
      ),
  });

  r.get(api.other.queryHadPaper.path, {
    config,
    schema: {
      querystring: querySchema.extend({ activityId: id.optional() }),
      response: envelopeOf(z.object({ hadPaper: z.boolean() })),
    },
    handler: async (request) => {
      const student = await resolveStudent(ctx.db, sessionOf(request), request.query.studentId);
      return ok(await hadPaperOf(ctx.db, student, request.query.activityId, ctx.clock()));
    },
  });
}
