import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { ANSWERING_ROLES } from '../evaluation/submit.js';
import { resolveStudent } from '../task-info/scope.js';
import { importProgrammingTasks } from './importer.js';
import { createGrader, type Grader } from './sandbox/pool.js';
import {
  draftBodySchema,
  importResultSchema,
  runSamplesBodySchema,
  sampleRunSchema,
  submitBodySchema,
  submitResultSchema,
  taskQuerySchema,
  tasksViewSchema,
} from './schema.js';
import { runSamples, saveProgrammingDraft, submitProgramming, tasksOf } from './service.js';

const p = api.programming;
const ACTIVITY_ADMINS = [RoleCode.activityAdmin, RoleCode.activityAdminAlt];

/** Ours: the programming-task engine. The worker pool starts with the first grading and closes with the server. */
export function programmingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let pool: Grader | undefined;
  const grader = () => (pool ??= createGrader());
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  const students = { roles: ANSWERING_ROLES };
  const studentOf = (request: FastifyRequest) => resolveStudent(ctx.db, sessionOf(request));
  const caller = async (request: FastifyRequest) => ({
    session: sessionOf(request),
    student: await studentOf(request),
    ip: request.ip,
  });

  r.get(p.getTasks.path, {
    config: students,
    schema: { querystring: taskQuerySchema, response: envelopeOf(tasksViewSchema) },
    handler: async (request) => ok(await tasksOf(ctx.db, await studentOf(request), request.query, ctx.clock())),
  });

  r.post(p.saveDraft.path, {
    config: students,
    schema: { body: draftBodySchema, response: envelopeOf(z.null()) },
    handler: async (request) => {
      await saveProgrammingDraft(ctx.db, await caller(request), request.body, ctx.clock());
      return ok(null);
    },
  });

  r.post(p.runSamples.path, {
    config: students,
    schema: { body: runSamplesBodySchema, response: envelopeOf(sampleRunSchema) },
    handler: async (request) =>
      ok(await runSamples(ctx.db, grader(), await studentOf(request), request.body, ctx.clock())),
  });

  r.post(p.subProgrammingAnswer.path, {
    config: students,
    schema: { body: submitBodySchema, response: envelopeOf(submitResultSchema) },
    handler: async (request) =>
      ok(await submitProgramming(ctx.db, grader(), await caller(request), request.body, ctx.clock())),
  });

  // The body is checked by the importer, so every error comes back with its JSON path.
  r.post(p.importTasks.path, {
    config: { roles: ACTIVITY_ADMINS },
    schema: { body: z.unknown(), response: envelopeOf(importResultSchema) },
    handler: async (request) =>
      ok(await importProgrammingTasks(ctx.db, request.body, { ...auditActor(sessionOf(request)), ip: request.ip })),
  });
}
