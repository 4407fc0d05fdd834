import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ErrorCode, ok, RoleCode, staminaSchema, taskStaminaSchema } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { Refusal } from '../evaluation/refusal.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { resolveStudent } from '../task-info/scope.js';
import { setGradeLimit } from './admin.js';
import { staminaBodySchema, updateTaskStaminaBodySchema } from './schema.js';
import { staminaDetailsOf, taskStaminaOf } from './service.js';

type StaminaBody = z.output<typeof staminaBodySchema>;

export function staminaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The named user must be the caller (or their bound child), in the shard and role given. */
  const subjectOf = async (request: FastifyRequest, body: StaminaBody) => {
    const session = sessionOf(request);
    const student = await resolveStudent(
      ctx.db,
      session,
      body.userId ?? (session.roleId === RoleCode.student ? session.userId : null),
    );
    const shardMismatch = body.userShardeId !== undefined && body.userShardeId !== student.provinceShardId;
    const roleMismatch = body.roleId !== undefined && body.roleId !== session.roleId;
    if (shardMismatch || roleMismatch) throw new Refusal(ErrorCode.NotFound, { own: 'notFound' });
    return student;
  };

  r.post(api.other.findStaminaDetails.path, {
    config: { roles: STUDENT_READERS },
    schema: { body: staminaBodySchema, response: envelopeOf(staminaSchema) },
    handler: async (request) => ok(await staminaDetailsOf(ctx.db, await subjectOf(request, request.body), ctx.clock())),
  });

  r.post(api.other.findTaskStamina.path, {
    config: { roles: STUDENT_READERS },
    schema: { body: staminaBodySchema, response: envelopeOf(z.object({ taskStaminaVO: taskStaminaSchema })) },
    handler: async (request) =>
      ok({ taskStaminaVO: await taskStaminaOf(ctx.db, await subjectOf(request, request.body), ctx.clock()) }),
  });

  r.post(api.other.updateTaskStamina.path, {
    config: { roles: [RoleCode.schoolAdmin] },
    schema: { body: updateTaskStaminaBodySchema, response: envelopeOf(updateTaskStaminaBodySchema) },
    handler: async (request) => ok(await setGradeLimit(ctx.db, sessionOf(request), request.body, request.ip)),
  });
}
