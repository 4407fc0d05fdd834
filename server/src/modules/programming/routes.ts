import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { auditActor } from '../../platform/audit.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { studentWithContent } from '../evaluation/student-content.js';
import { resolveStudent } from '../student-access/policy.js';
import { importProgrammingTasks } from './importer.js';
import { createGrader, type Grader } from './sandbox/pool.js';
import { runSamples, saveProgrammingDraft, submitProgramming, tasksOf } from './service.js';

/** Ours: the programming-task engine. The worker pool starts with the first grading and closes with the server. */
export function programmingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { programming } = api;
  let pool: Grader | undefined;
  const grader = () => (pool ??= createGrader());
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  const studentOf = (request: FastifyRequest) => resolveStudent(ctx.db, sessionOf(request));
  const caller = async (request: FastifyRequest) => ({
    session: sessionOf(request),
    student: await studentOf(request),
    ip: request.ip,
  });

  route(app, programming.getTasks, async ({ query }, request) => {
    const { student, now, content } = await studentWithContent(ctx, request);
    return tasksOf(ctx.db, content, student, query, now);
  });
  route(app, programming.saveDraft, async ({ body }, request) => {
    await saveProgrammingDraft(ctx.db, await caller(request), body, ctx.clock());
    return null;
  });
  route(app, programming.runSamples, async ({ body }, request) => {
    const { student, content } = await studentWithContent(ctx, request);
    return runSamples(ctx.db, grader(), content, student, body);
  });
  route(app, programming.subProgrammingAnswer, async ({ body }, request) =>
    submitProgramming(ctx.db, grader(), await caller(request), body, ctx.clock()),
  );

  // The importer checks the body, not the route, so every error comes back with its JSON path.
  route(app, programming.importTasks, ({ body }, request) =>
    importProgrammingTasks(ctx.db, body, { ...auditActor(sessionOf(request)), ip: request.ip }),
  );
}
