import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import {
  activityIdParamsSchema,
  activityQuerySchema,
  activityWithGroupSchema,
  artistSchema,
  byIdQuerySchema,
  groupIdQuerySchema,
  groupWithActivitiesSchema,
  guidePageSchema,
  overviewSchema,
  stemsSchema,
  studentBodySchema,
  studentQuerySchema,
} from './schema.js';
import { resolveStudent } from './scope.js';
import { activityOf, artistOf, guidePageOf, overviewOf, stemsOf, taskGroupOf, taskGroupsOf } from './service.js';

/** Students read their own; a parent names a bound child with studentId. */
export const STUDENT_READERS = [RoleCode.student, RoleCode.parent];

export function taskInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: STUDENT_READERS };
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);

  r.post(api.taskInfo.getTaskInfoByUser.path, {
    config,
    schema: { body: studentBodySchema, response: envelopeOf(z.array(groupWithActivitiesSchema)) },
    handler: async (request) =>
      ok(await taskGroupsOf(ctx.db, await studentOf(request, request.body.studentId), ctx.clock())),
  });

  r.get(api.taskInfo.myTaskInfoOverview.path, {
    config,
    schema: { querystring: studentQuerySchema, response: envelopeOf(overviewSchema) },
    handler: async (request) =>
      ok(await overviewOf(ctx.db, await studentOf(request, request.query.studentId), ctx.clock())),
  });

  r.get(api.taskInfo.getActivityGuidePage.path, {
    config,
    schema: { params: activityIdParamsSchema, querystring: studentQuerySchema, response: envelopeOf(guidePageSchema) },
    handler: async (request) =>
      ok(await guidePageOf(ctx.db, await studentOf(request, request.query.studentId), request.params.id, ctx.clock())),
  });

  r.get(api.taskInfo.getAllStemInfo.path, {
    config,
    schema: { querystring: activityQuerySchema, response: envelopeOf(stemsSchema) },
    handler: async (request) =>
      ok(
        await stemsOf(ctx.db, await studentOf(request, request.query.studentId), request.query.activityId, ctx.clock()),
      ),
  });

  r.get(api.taskInfo.getUserArtist.path, {
    config,
    schema: { querystring: studentQuerySchema, response: envelopeOf(artistSchema) },
    handler: async (request) =>
      ok(await artistOf(ctx.db, await studentOf(request, request.query.studentId), ctx.clock())),
  });

  r.get(api.taskInfo.getTaskInfoById.path, {
    config,
    schema: { querystring: groupIdQuerySchema, response: envelopeOf(groupWithActivitiesSchema) },
    handler: async (request) =>
      ok(
        await taskGroupOf(
          ctx.db,
          await studentOf(request, request.query.studentId),
          request.query.taskGroupId,
          ctx.clock(),
        ),
      ),
  });

  r.get(api.taskInfo.getById.path, {
    config,
    schema: { querystring: byIdQuerySchema, response: envelopeOf(activityWithGroupSchema) },
    handler: async (request) =>
      ok(await activityOf(ctx.db, await studentOf(request, request.query.studentId), request.query.id, ctx.clock())),
  });
}
