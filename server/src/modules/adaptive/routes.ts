import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { submitResultSchema } from '../evaluation/schema.js';
import { ANSWERING_ROLES } from '../evaluation/submit.js';
import { resolveStudent } from '../task-info/scope.js';
import { importBank } from './importer.js';
import {
  allPageInfoSchema,
  answerQuerySchema,
  importResultSchema,
  pageSchema,
  previousPageSchema,
  previousQuerySchema,
  saveBodySchema,
  submitBodySchema,
  taskQuerySchema,
} from './schema.js';
import { allPageInfo, answerAndNext, lastPage, previousPage, saveProgress, submitAdaptive } from './service.js';

/** Ours: activity admins import an adaptive activity's item bank (validated JSON, errors with their paths). */

const e = api.evaluation;

/** Every adaptive call is the student's own (a parent acting as the child answers as the child). */
export function adaptiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const students = { roles: ANSWERING_ROLES };
  const caller = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { session, student: await resolveStudent(ctx.db, session), ip: request.ip };
  };

  r.get(e.getAdaptiveEvaluationAllPageInfo.path, {
    config: students,
    schema: { querystring: taskQuerySchema, response: envelopeOf(allPageInfoSchema) },
    handler: async (request) => ok(await allPageInfo(ctx.db, await caller(request), request.query, ctx.clock())),
  });

  r.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, {
    config: students,
    schema: { querystring: taskQuerySchema, response: envelopeOf(pageSchema) },
    handler: async (request) => ok(await lastPage(ctx.db, await caller(request), request.query, ctx.clock())),
  });

  r.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, {
    config: students,
    schema: { querystring: answerQuerySchema, response: envelopeOf(pageSchema) },
    handler: async (request) => ok(await answerAndNext(ctx.db, await caller(request), request.query, ctx.clock())),
  });

  r.get(e.getAdaptiveEvaluationPreviousPage.path, {
    config: students,
    schema: { querystring: previousQuerySchema, response: envelopeOf(previousPageSchema) },
    handler: async (request) => ok(await previousPage(ctx.db, await caller(request), request.query, ctx.clock())),
  });

  r.post(e.tsSubAdaptiveEvaluationGroupAnswer.path, {
    config: students,
    schema: { body: saveBodySchema, response: envelopeOf(pageSchema) },
    handler: async (request) => ok(await saveProgress(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  r.post(e.subAdaptiveEvaluationGroupAnswer.path, {
    config: students,
    schema: { body: submitBodySchema, response: envelopeOf(submitResultSchema) },
    handler: async (request) => ok(await submitAdaptive(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  // The body is checked by the importer, not the route, so every error comes back with its JSON path.
  r.post(api.content.importAdaptiveBank.path, {
    config: { roles: [RoleCode.activityAdmin, RoleCode.activityAdminAlt] },
    schema: { body: z.unknown(), response: envelopeOf(importResultSchema) },
    handler: async (request) =>
      ok(await importBank(ctx.db, request.body, { ...auditActor(sessionOf(request)), ip: request.ip })),
  });
}
