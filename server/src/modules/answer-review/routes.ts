import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { reviewsAsStaff } from './policy.js';
import { answerList, ownAnswer, reviewAnswer } from './service.js';

/**
 * §2 assessQuery: staff find the answers of students in their scope and open one read-only.
 * getLeafEvaluationAnswerByUser lives here because the staff view is built from every engine's
 * presenters (adaptive, programming and scenario sit above evaluation); students and parents read it as before.
 */
export function answerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.progress.answerDetailSelectLoad, async ({ body }, request) =>
    answerList(ctx.db, await scopeOf(ctx, request), body),
  );

  route(app, api.evaluation.getLeafEvaluationAnswerByUser, async ({ query }, request) => {
    const session = sessionOf(request);
    if (reviewsAsStaff(session)) return reviewAnswer(ctx.db, await scopeOf(ctx, request), query);
    const { student, content } = await studentWithContent(ctx, request, query.studentId);
    return ownAnswer(ctx.db, content, student, query);
  });
}
