import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { resetTaskResult } from './service.js';

/** §2 assessmentRecovery: school and area admins return a student's activity to not started. */
export function recoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.taskInfo.resetTaskResult, async ({ body }, request) =>
    resetTaskResult(ctx.db, await scopeOf(ctx, request), auditOf(request), body, ctx.clock()),
  );
}
