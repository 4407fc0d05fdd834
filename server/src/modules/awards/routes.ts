import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { resolveStudent } from '../student-access/policy.js';
import { awardListOf } from './list.js';

export function awardRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.other.findGroupAwardList, async ({ body }, request) => {
    const student = await resolveStudent(ctx.db, sessionOf(request), body.studentId);
    return awardListOf(ctx.db, student, body.taskGroupId);
  });
}
