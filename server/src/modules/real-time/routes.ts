import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { resolveStudent } from '../student-access/policy.js';
import { advantagesOf, groupDetailOf } from './service.js';

/** §7 lists these under Reports: a task group's or one activity's scores, for the student or a bound child. */
export function realTimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { realTime } = api;

  route(app, realTime.findGroupDetail, async ({ body }, request) =>
    groupDetailOf(ctx.db, await resolveStudent(ctx.db, sessionOf(request), body.studentId), body, ctx.clock()),
  );
  route(app, realTime.findAdvantage, async ({ body }, request) =>
    advantagesOf(ctx.db, await resolveStudent(ctx.db, sessionOf(request), body.studentId), body, ctx.clock()),
  );
}
