import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { advantagesOf, groupDetailOf } from './service.js';

/** §7 lists these under Reports: a task group's or one activity's scores, for the student or a bound child. */
export function realTimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { realTime } = api;

  route(app, realTime.findGroupDetail, async ({ body }, request) => {
    const { student, content } = await studentWithContent(ctx, request, body.studentId);
    return groupDetailOf(ctx.db, content, student, body);
  });
  route(app, realTime.findAdvantage, async ({ body }, request) => {
    const { student, content } = await studentWithContent(ctx, request, body.studentId);
    return advantagesOf(ctx.db, content, student, body);
  });
}
