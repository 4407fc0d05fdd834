import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { abandonedOf, hadPaperOf, participationOf } from './service.js';

/** The student's participation, waived tasks and whether they handed in a paper. */
export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { other } = api;

  route(app, other.abandonment, async ({ query }, request) => {
    const { student, now, content } = await studentWithContent(ctx, request, query.studentId);
    return abandonedOf(ctx.db, content, student, now);
  });
  route(app, other.findParticipation, async ({ query }, request) => {
    const { student, now, content } = await studentWithContent(ctx, request, query.studentId);
    return participationOf(ctx.db, content, student, now);
  });
  route(app, other.queryHadPaper, async ({ query }, request) => {
    const { student, content } = await studentWithContent(ctx, request, query.studentId);
    return hadPaperOf(ctx.db, content, student, query.activityId);
  });
}
