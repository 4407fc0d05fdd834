import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { resolveStudent } from '../student-access/policy.js';
import { abandonedOf, hadPaperOf, participationOf } from './service.js';

/** The student's participation, waived tasks and whether they handed in a paper. */
export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { other } = api;
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);

  route(app, other.abandonment, async ({ query }, request) => {
    const { student, now, content } = await studentWithContent(ctx, request, query.studentId);
    return abandonedOf(ctx.db, content, student, now);
  });
  route(app, other.findParticipation, async ({ query }, request) =>
    participationOf(ctx.db, await studentOf(request, query.studentId), ctx.clock()),
  );
  route(app, other.queryHadPaper, async ({ query }, request) =>
    hadPaperOf(ctx.db, await studentOf(request, query.studentId), query.activityId, ctx.clock()),
  );
}
