import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { resolveStudent } from '../task-info/scope.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { groupDtoSchema } from '@pingjia/contract';
import {
  draftBodySchema,
  groupQuerySchema,
  stateResultSchema,
  submitBodySchema,
  submitResultSchema,
  taskQuerySchema,
  taskRefBodySchema,
} from './schema.js';
import { evaluationReadResponses as read } from './read-schemas.js';
import {
  aggregateOf,
  draftOf,
  evaluationInfoOf,
  groupInfoOf,
  latestAnswerOf,
  leafEvaluationOf,
  leafTaskInfoAndState,
  leafTaskState,
  reportAuthorityOf,
} from './service.js';
import { answerAgain, saveEvaluationDraft, waiveTask } from './state-actions.js';
import { ANSWERING_ROLES, submitAnswer, type SubmitKind } from './submit.js';

const e = api.evaluation;

export function evaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = { roles: STUDENT_READERS };
  const answerers = { roles: ANSWERING_ROLES };
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);
  const caller = async (request: FastifyRequest) => ({
    session: sessionOf(request),
    student: await studentOf(request),
    ip: request.ip,
  });

  r.get(e.getLeafEvaluationTaskStateByUser.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.leafTaskState) },
    handler: async (request) =>
      ok(await leafTaskState(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock())),
  });

  r.get(e.getLeafEvaluationTaskInfoAndTaskStateByUser.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.taskInfoAndState) },
    handler: async (request) => {
      const student = await studentOf(request, request.query.studentId);
      return ok(await leafTaskInfoAndState(ctx.db, student, sessionOf(request).roleId, request.query, ctx.clock()));
    },
  });

  r.get(e.getEvaluationStemInfo.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.leafEvaluation.shape.items) },
    handler: async (request) =>
      ok(
        (await leafEvaluationOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock()))
          .items,
      ),
  });

  r.get(e.getTaskGroupInfo.path, {
    config: readers,
    schema: { querystring: groupQuerySchema, response: envelopeOf(groupDtoSchema) },
    handler: async (request) =>
      ok(
        await groupInfoOf(
          ctx.db,
          await studentOf(request, request.query.studentId),
          request.query.taskGroupId,
          ctx.clock(),
        ),
      ),
  });

  r.get(e.getLeafEvaluationByGroupIdAndTaskId.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.leafEvaluation) },
    handler: async (request) =>
      ok(await leafEvaluationOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock())),
  });

  r.get(e.getLeafEvaluationAnswerByUser.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.latestAnswer.nullable()) },
    handler: async (request) =>
      ok(await latestAnswerOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock())),
  });

  r.get(e.getEvaluationTime.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.draft) },
    handler: async (request) =>
      ok(await draftOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock())),
  });

  r.get(e.getUserEvaluationInfo.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.evaluationInfo) },
    handler: async (request) =>
      ok(await evaluationInfoOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock())),
  });

  r.get(e.getEvaluationAggregateData.path, {
    config: readers,
    schema: { querystring: groupQuerySchema, response: envelopeOf(read.aggregate) },
    handler: async (request) =>
      ok(
        await aggregateOf(
          ctx.db,
          await studentOf(request, request.query.studentId),
          request.query.taskGroupId,
          ctx.clock(),
        ),
      ),
  });

  r.get(e.getUserEvaluationReportAuthority.path, {
    config: readers,
    schema: { querystring: taskQuerySchema, response: envelopeOf(read.reportAuthority) },
    handler: async (request) =>
      ok(
        await reportAuthorityOf(ctx.db, await studentOf(request, request.query.studentId), request.query, ctx.clock()),
      ),
  });

  r.post(e.saveEvaluationTime.path, {
    config: answerers,
    schema: { body: draftBodySchema, response: envelopeOf(z.null()) },
    handler: async (request) => {
      await saveEvaluationDraft(ctx.db, await caller(request), request.body, ctx.clock());
      return ok(null);
    },
  });

  const submitRoute = (path: string, kind: SubmitKind) =>
    r.post(path, {
      config: answerers,
      schema: { body: submitBodySchema, response: envelopeOf(submitResultSchema) },
      handler: async (request) =>
        ok(await submitAnswer(ctx.db, await caller(request), { ...request.body, kind }, ctx.clock())),
    });
  submitRoute(e.subEvaluationGroupAnswer.path, 'submit');
  submitRoute(e.replaceSubEvaluationGroupAnswer.path, 'replace');
  submitRoute(e.subReuploadEvaluationGroupAnswer.path, 'reupload');

  r.post(e.againEvaluationGroupAnswer.path, {
    config: answerers,
    schema: { body: taskRefBodySchema, response: envelopeOf(stateResultSchema) },
    handler: async (request) => ok(await answerAgain(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  r.post(e.waiveEvaluationGroupAnswer.path, {
    config: answerers,
    schema: { body: taskRefBodySchema, response: envelopeOf(stateResultSchema) },
    handler: async (request) => ok(await waiveTask(ctx.db, await caller(request), request.body, ctx.clock())),
  });
}
