import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { resolveStudent } from '../student-access/policy.js';
import { importBank } from './importer.js';
import { allPageInfo, answerAndNext, lastPage, previousPage, saveProgress, submitAdaptive } from './service.js';

/**
 * Every adaptive call is the student's own (a parent acting as the child answers as the child).
 * Ours: activity admins import an adaptive activity's item bank (validated JSON, errors with their paths).
 */
export function adaptiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { evaluation, content } = api;
  const caller = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { session, student: await resolveStudent(ctx.db, session), ip: request.ip };
  };

  route(app, evaluation.getAdaptiveEvaluationAllPageInfo, async ({ query }, request) =>
    allPageInfo(ctx.db, await caller(request), query, ctx.clock()),
  );
  route(app, evaluation.getAdaptiveEvaluationAnswerLastPageInfo, async ({ query }, request) =>
    lastPage(ctx.db, await caller(request), query, ctx.clock()),
  );
  route(app, evaluation.getAdaptiveEvaluationAnswerNextPageInfo, async ({ query }, request) =>
    answerAndNext(ctx.db, await caller(request), query, ctx.clock()),
  );
  route(app, evaluation.getAdaptiveEvaluationPreviousPage, async ({ query }, request) =>
    previousPage(ctx.db, await caller(request), query, ctx.clock()),
  );
  route(app, evaluation.tsSubAdaptiveEvaluationGroupAnswer, async ({ body }, request) =>
    saveProgress(ctx.db, await caller(request), body, ctx.clock()),
  );
  route(app, evaluation.subAdaptiveEvaluationGroupAnswer, async ({ body }, request) =>
    submitAdaptive(ctx.db, await caller(request), body, ctx.clock()),
  );

  // The importer checks the body, not the route, so every error comes back with its JSON path.
  route(app, content.importAdaptiveBank, ({ body }, request) =>
    importBank(ctx.db, body, { ...auditActor(sessionOf(request)), ip: request.ip }),
  );
}
