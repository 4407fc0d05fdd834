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
import { importScenario } from './importer.js';
import {
  importResultSchema,
  stepBodySchema,
  submitBodySchema,
  taskRefBodySchema,
  walkQuerySchema,
  walkSchema,
} from './schema.js';
import { recordStep, restartWalk, submitScenario, walkOfStudent } from './service.js';

const s = api.scenario;
const ACTIVITY_ADMINS = [RoleCode.activityAdmin, RoleCode.activityAdminAlt];

/** Ours: the scenario-task engine (`/studentCustomMadeAnswer`). Only the student walks a scenario. */
export function scenarioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const students = { roles: ANSWERING_ROLES };
  const caller = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { session, student: await resolveStudent(ctx.db, session), ip: request.ip };
  };

  r.get(s.getScenario.path, {
    config: students,
    schema: { querystring: walkQuerySchema, response: envelopeOf(walkSchema) },
    handler: async (request) =>
      ok(await walkOfStudent(ctx.db, (await caller(request)).student, request.query, ctx.clock())),
  });

  r.post(s.recordStep.path, {
    config: students,
    schema: { body: stepBodySchema, response: envelopeOf(walkSchema) },
    handler: async (request) => ok(await recordStep(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  r.post(s.restartScenario.path, {
    config: students,
    schema: { body: taskRefBodySchema, response: envelopeOf(walkSchema) },
    handler: async (request) => ok(await restartWalk(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  r.post(s.subScenarioAnswer.path, {
    config: students,
    schema: { body: submitBodySchema, response: envelopeOf(submitResultSchema) },
    handler: async (request) => ok(await submitScenario(ctx.db, await caller(request), request.body, ctx.clock())),
  });

  // The body is checked by the importer, not the route, so every error comes back with its JSON path.
  r.post(s.importScenario.path, {
    config: { roles: ACTIVITY_ADMINS },
    schema: { body: z.unknown(), response: envelopeOf(importResultSchema) },
    handler: async (request) =>
      ok(
        await importScenario(ctx.db, request.body, { ...auditActor(sessionOf(request)), ip: request.ip }, ctx.clock()),
      ),
  });
}
