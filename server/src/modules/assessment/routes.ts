import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { assessmentExportRoutes } from './export-routes.js';
import {
  completionDetails,
  completionRates,
  completionStatus,
  finishRateDetails,
  statisticsOf,
  timesSpent,
} from './service.js';
import { userDetail, userList } from './students.js';

/**
 * /wj/api/assessment/: the assessment summary of a task group in the caller's scope (§2 assessSummary).
 * Every figure reads the replica (ctx.readDb): statistics may trail the answers by a moment.
 */
export function assessmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { assessment } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);

  route(app, assessment.queryCompletionRate, async ({ body }, r) => completionRates(ctx.readDb, await scope(r), body));
  route(app, assessment.queryTime, async ({ body }, r) => timesSpent(ctx.readDb, await scope(r), body));
  route(app, assessment.completionStatus, async ({ body }, r) => completionStatus(ctx.readDb, await scope(r), body));
  route(app, assessment.completionDetails, async ({ body }, r) => completionDetails(ctx.readDb, await scope(r), body));
  route(app, assessment.finishRateDetails, async ({ body }, r) => finishRateDetails(ctx.readDb, await scope(r), body));
  route(app, assessment.findStatisticalDetails, async ({ body }, r) => statisticsOf(ctx.readDb, await scope(r), body));
  route(app, assessment.userList, async ({ body }, r) => userList(ctx.readDb, await scope(r), body));
  route(app, assessment.userDetail, async ({ body }, r) => userDetail(ctx.readDb, await scope(r), body));

  assessmentExportRoutes(app, ctx);
}
