import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { resolveStudent } from '../task-info/scope.js';
import { awardListSchema, awardListBodySchema } from './schema.js';
import { awardListOf } from './list.js';

export function awardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(api.other.findGroupAwardList.path, {
    config: { roles: STUDENT_READERS },
    schema: { body: awardListBodySchema, response: envelopeOf(awardListSchema) },
    handler: async (request) => {
      const student = await resolveStudent(ctx.db, sessionOf(request), request.body.studentId);
      return ok(await awardListOf(ctx.db, student, request.body.taskGroupId));
    },
  });
}
