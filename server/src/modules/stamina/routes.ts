import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, isCurrentRole, type CallBody, type ShapeOf } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { notFound } from '../../platform/refusal.js';
import { resolveStudent } from '../student-access/policy.js';
import { setGradeLimit } from './admin.js';
import { staminaDetailsOf, taskStaminaOf } from './service.js';

type StaminaBody = CallBody<ShapeOf<typeof api.other.findStaminaDetails>>;

export function staminaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { other } = api;

  /** The named user must be the caller (or their bound child), in the shard and role given. */
  const subjectOf = async (request: FastifyRequest, body: StaminaBody) => {
    const session = sessionOf(request);
    const student = await resolveStudent(ctx.db, session, body.userId);
    const shardMismatch = body.userShardeId !== undefined && body.userShardeId !== student.provinceShardId;
    const roleMismatch = !isCurrentRole(body.roleId, session.roleId);
    if (shardMismatch || roleMismatch) throw notFound();
    return student;
  };

  route(app, other.findStaminaDetails, async ({ body }, request) =>
    staminaDetailsOf(ctx.db, await subjectOf(request, body), ctx.clock()),
  );
  route(app, other.findTaskStamina, async ({ body }, request) => ({
    taskStaminaVO: await taskStaminaOf(ctx.db, await subjectOf(request, body), ctx.clock()),
  }));
  route(app, other.updateTaskStamina, ({ body }, request) =>
    setGradeLimit(ctx.db, sessionOf(request), body, request.ip),
  );
}
