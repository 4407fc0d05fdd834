import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { groupDtoSchema } from '@pingjia/contract';
import { resolveStudent } from '../task-info/scope.js';
import { advantagesOf, groupDetailOf } from './service.js';

/** §7 lists these under Reports; the contract's route table does not hold them yet. */

const bodySchema = z.object({
  taskGroupId: z.number().int().positive(),
  activityId: z.number().int().positive().optional(),
  studentId: z.number().int().positive().optional(),
});

const scoreSchema = z.object({
  dimensionId: z.string(),
  parentDimensionId: z.string().nullable(),
  name: z.string(),
  score: z.number(),
  level: z.number().int(),
});
const keyPointSchema = z.object({
  dimensionId: z.string(),
  indicatorId: z.string(),
  dimensionScore: z.number().nullable(),
  indicatorScore: z.number().nullable(),
});

export function realTimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: STUDENT_READERS };

  r.post(api.realTime.findGroupDetail.path, {
    config,
    schema: {
      body: bodySchema,
      response: envelopeOf(
        z.object({
          taskGroupInfo: groupDtoSchema,
          activityId: z.number().int().nullable(),
          dimensions: z.array(scoreSchema.extend({ indicators: z.array(scoreSchema) })),
          keyPoint: keyPointSchema,
        }),
      ),
    },
    handler: async (request) => {
      const student = await resolveStudent(ctx.db, sessionOf(request), request.body.studentId);
      return ok(await groupDetailOf(ctx.db, student, request.body, ctx.clock()));
    },
  });

  r.post(api.realTime.findAdvantage.path, {
    config,
    schema: {
      body: bodySchema,
      response: envelopeOf(z.object({ advantages: z.array(scoreSchema), keyPoint: keyPointSchema })),
    },
    handler: async (request) => {
      const student = await resolveStudent(ctx.db, sessionOf(request), request.body.studentId);
      return ok(await advantagesOf(ctx.db, student, request.body, ctx.clock()));
    },
  });
}
