import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLE_CODES, api, ErrorCode, ok, RoleCode } from '@pingjia/contract';
import {
  ADMIN_HOME_ROLES,
  adminHomeOf,
  adminHomeSchema,
  homeBreakdownBodySchema,
  homeBreakdownFor,
  homeBreakdownSchema,
  isAdminHomeRole,
} from '../admin-home/home.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { Refusal } from '../evaluation/refusal.js';
import { STUDENT_READERS } from '../task-info/routes.js';
import { resolveStudent } from '../task-info/scope.js';
import { homeBodySchema, homePageSchema, newMarkQuerySchema, newMarkSchema, reportUrlBodySchema } from './schema.js';
import { homePageOf, newMarkOf, readNewMarks, reportUrlOf } from './service.js';

/** Ours: the student has seen their new medals. */

/** The student and parent home; the administration issue adds the admin roles' view to queryHomePage. */
export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { roles: STUDENT_READERS };
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);

  // Admin roles get the figures of their scope from the admin-home module (issue 7).
  r.post(api.home.queryHomePage.path, {
    config: { roles: ALL_ROLE_CODES },
    schema: { body: homeBodySchema, response: envelopeOf(z.union([homePageSchema, adminHomeSchema])) },
    handler: async (request) => {
      const session = sessionOf(request);
      if (isAdminHomeRole(session.roleId)) return ok(await adminHomeOf(ctx, session));
      return ok(await homePageOf(ctx.db, await studentOf(request, request.body.studentId), ctx.clock()));
    },
  });

  // Ours: the classic admin home's table; students and parents have no such home (403).
  r.post(api.home.queryHomeBreakdown.path, {
    config: { roles: ADMIN_HOME_ROLES },
    schema: { body: homeBreakdownBodySchema, response: envelopeOf(homeBreakdownSchema) },
    handler: async (request) => ok(await homeBreakdownFor(ctx, sessionOf(request), request.body)),
  });

  r.post(api.home.queryReportUrl.path, {
    config,
    schema: { body: reportUrlBodySchema, response: envelopeOf(z.object({ reportUrl: z.string().nullable() })) },
    handler: async (request) =>
      ok(await reportUrlOf(ctx.db, await studentOf(request, request.body.studentId), request.body, ctx.clock())),
  });

  // §6: only students see new marks; a parent asks with the selected child's ids.
  r.get(api.home.getNewMark.path, {
    config,
    schema: { querystring: newMarkQuerySchema, response: envelopeOf(newMarkSchema) },
    handler: async (request) => {
      const { roleId, studentId, provinceShardId } = request.query;
      const session = sessionOf(request);
      const student = await studentOf(request, studentId);
      if (
        (roleId !== undefined && roleId !== session.roleId) ||
        (provinceShardId !== undefined && provinceShardId !== student.provinceShardId)
      ) {
        throw new Refusal(ErrorCode.NotFound, { own: 'notFound' });
      }
      return ok(await newMarkOf(ctx.db, student));
    },
  });

  r.post(api.home.readNewMark.path, {
    config: { roles: [RoleCode.student] },
    schema: { response: envelopeOf(z.null()) },
    handler: async (request) => {
      await readNewMarks(ctx.db, await studentOf(request), ctx.clock());
      return ok(null);
    },
  });
}
