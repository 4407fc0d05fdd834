import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { activityOf, artistOf, guidePageOf, overviewOf, stemsOf, taskGroupOf, taskGroupsOf } from './service.js';

export function taskInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { taskInfo } = api;
  const withContent = (request: FastifyRequest, studentId?: number) => studentWithContent(ctx, request, studentId);

  route(app, taskInfo.getTaskInfoByUser, async ({ body }, request) => {
    const { student, now, content } = await withContent(request, body.studentId);
    return taskGroupsOf(ctx.db, content, student, now);
  });
  route(app, taskInfo.myTaskInfoOverview, async ({ query }, request) => {
    const { student, now, content } = await withContent(request, query.studentId);
    return overviewOf(ctx.db, content, student, now);
  });
  route(app, taskInfo.getActivityGuidePage, async ({ params, query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return guidePageOf(ctx.db, content, student, params.id);
  });
  route(app, taskInfo.getAllStemInfo, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return stemsOf(ctx.db, content, student, query.activityId);
  });
  route(app, taskInfo.getUserArtist, async ({ query }, request) => {
    const { student, now, content } = await withContent(request, query.studentId);
    return artistOf(ctx.db, content, student, now);
  });
  route(app, taskInfo.getTaskInfoById, async ({ query }, request) => {
    const { student, now, content } = await withContent(request, query.studentId);
    return taskGroupOf(ctx.db, content, student, query.taskGroupId, now);
  });
  route(app, taskInfo.getById, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return activityOf(ctx.db, content, student, query.id);
  });
}
