import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { resolveStudent } from '../student-access/policy.js';
import { importScenario } from './importer.js';
import { recordStep, restartWalk, submitScenario, walkOfStudent } from './service.js';

/** Ours: the scenario-task engine (`/studentCustomMadeAnswer`). Only the student walks a scenario. */
export function scenarioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { scenario } = api;
  const caller = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { session, student: await resolveStudent(ctx.db, session), ip: request.ip };
  };

  route(app, scenario.getScenario, async ({ query }, request) =>
    walkOfStudent(ctx.db, await caller(request), query, ctx.clock()),
  );
  route(app, scenario.recordStep, async ({ body }, request) =>
    recordStep(ctx.db, await caller(request), body, ctx.clock()),
  );
  route(app, scenario.restartScenario, async ({ body }, request) =>
    restartWalk(ctx.db, await caller(request), body, ctx.clock()),
  );
  route(app, scenario.subScenarioAnswer, async ({ body }, request) =>
    submitScenario(ctx.db, await caller(request), body, ctx.clock()),
  );

  // The importer checks the body, not the route, so every error comes back with its JSON path.
  route(app, scenario.importScenario, ({ body }, request) =>
    importScenario(ctx.db, body, { ...auditActor(sessionOf(request)), ip: request.ip }, ctx.clock()),
  );
}
