import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { resolveStudent } from '../student-access/policy.js';
import { studentWithContent } from './student-content.js';
import {
  aggregateOf,
  draftOf,
  evaluationInfoOf,
  groupInfoOf,
  leafEvaluationOf,
  leafTaskInfoAndState,
  leafTaskState,
  reportAuthorityOf,
} from './service.js';
import { answerAgain, saveEvaluationDraft, waiveTask } from './state-actions.js';
import { submitAnswer, type SubmitInput, type SubmitKind } from './submit.js';

/** getLeafEvaluationAnswerByUser is served by answer-review: staff review it there with the engines' views. */
export function evaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { evaluation } = api;
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);
  const caller = async (request: FastifyRequest) => ({
    session: sessionOf(request),
    student: await studentOf(request),
    ip: request.ip,
  });

  const withContent = (request: FastifyRequest, studentId?: number) => studentWithContent(ctx, request, studentId);

  route(app, evaluation.getLeafEvaluationTaskStateByUser, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return leafTaskState(ctx.db, content, student, query);
  });
  route(app, evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, async ({ query }, request) => {
    const { student, now, content } = await withContent(request, query.studentId);
    return leafTaskInfoAndState(ctx.db, content, student, sessionOf(request).roleId, query, now);
  });
  route(app, evaluation.getEvaluationStemInfo, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return (await leafEvaluationOf(ctx.db, content, student, query)).items;
  });
  route(app, evaluation.getTaskGroupInfo, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return groupInfoOf(ctx.db, content, student, query.taskGroupId);
  });
  route(app, evaluation.getLeafEvaluationByGroupIdAndTaskId, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return leafEvaluationOf(ctx.db, content, student, query);
  });
  route(app, evaluation.getEvaluationTime, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return draftOf(ctx.db, content, student, query);
  });
  route(app, evaluation.getUserEvaluationInfo, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return evaluationInfoOf(ctx.db, content, student, query);
  });
  route(app, evaluation.getEvaluationAggregateData, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return aggregateOf(ctx.db, content, student, query.taskGroupId);
  });
  route(app, evaluation.getUserEvaluationReportAuthority, async ({ query }, request) => {
    const { student, content } = await withContent(request, query.studentId);
    return reportAuthorityOf(ctx.db, content, student, query);
  });

  route(app, evaluation.saveEvaluationTime, async ({ body }, request) => {
    await saveEvaluationDraft(ctx.db, await caller(request), body, ctx.clock());
    return null;
  });
  const submit = async (request: FastifyRequest, body: Omit<SubmitInput, 'kind'>, kind: SubmitKind) =>
    submitAnswer(ctx.db, await caller(request), { ...body, kind }, ctx.clock());
  route(app, evaluation.subEvaluationGroupAnswer, ({ body }, request) => submit(request, body, 'submit'));
  route(app, evaluation.replaceSubEvaluationGroupAnswer, ({ body }, request) => submit(request, body, 'replace'));
  route(app, evaluation.subReuploadEvaluationGroupAnswer, ({ body }, request) => submit(request, body, 'reupload'));
  route(app, evaluation.againEvaluationGroupAnswer, async ({ body }, request) =>
    answerAgain(ctx.db, await caller(request), body, ctx.clock()),
  );
  route(app, evaluation.waiveEvaluationGroupAnswer, async ({ body }, request) =>
    waiveTask(ctx.db, await caller(request), body, ctx.clock()),
  );
}
