import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, isCurrentRole, isStudentRole } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route, serializeReply, type SerializedReply } from '../../platform/route.js';
import { notFound } from '../../platform/refusal.js';
import { adminHomeOf, homeBreakdownFor, isAdminHomeRole } from '../admin-home/home.js';
import { resolveStudent } from '../student-access/policy.js';
import { homePageOf, homeValidUntil, newMarkOf, readNewMarks, reportUrlOf } from './service.js';
import { EpochCache, sessionEpochs } from '../../platform/cache/epoch-cache.js';
import { KeptContent } from '../evaluation/content-cache.js';
import { studentWithContent } from '../evaluation/student-content.js';

/** Homes one server keeps: a large school's students; a demo home is ~5 KB of text, so ~50 MB at most. */
const OWN_HOMES_KEPT = 5_000;

/** The student and parent home; the administration issue adds the admin roles' view to queryHomePage. */
export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { home } = api;
  const studentOf = (request: FastifyRequest, studentId?: number) =>
    resolveStudent(ctx.db, sessionOf(request), studentId);

  /** A student's own home, kept per student while nothing it reads has changed (docs/scale.md, "Caches"). */
  const ownHomes = new EpochCache<SerializedReply>(OWN_HOMES_KEPT);

  // Admin roles get the figures of their scope from the admin-home module (issue 7).
  route(app, home.queryHomePage, async ({ body }, request) => {
    const session = sessionOf(request);
    if (isAdminHomeRole(session.roleId)) return adminHomeOf(ctx, session);
    const now = ctx.clock();
    const isOwn = isStudentRole(session.roleId) && (body.studentId ?? session.userId) === session.userId;
    if (!isOwn) {
      const { student, content } = await studentWithContent(ctx, request, body.studentId);
      return homePageOf(ctx.db, content, student, now);
    }
    return ownHomes.through(String(session.userId), await sessionEpochs(ctx.db, session), now, async () => {
      const student = await studentOf(request);
      const content = await KeptContent.of(ctx.db, session, student, now);
      const [value, validUntil] = await Promise.all([
        homePageOf(ctx.db, content, student, now),
        homeValidUntil(ctx.db, content, student, now),
      ]);
      return { value: serializeReply(home.queryHomePage, value), validUntil };
    });
  });

  // Ours: the classic admin home's table; students and parents have no such home (403).
  route(app, home.queryHomeBreakdown, async ({ body }, request) => homeBreakdownFor(ctx, sessionOf(request), body));

  route(app, home.queryReportUrl, async ({ body }, request) => {
    const { student, content } = await studentWithContent(ctx, request, body.studentId);
    return reportUrlOf(ctx.db, content, student, body);
  });

  // §6: only students see new marks; a parent asks with the selected child's ids.
  route(app, home.getNewMark, async ({ query }, request) => {
    const { roleId, studentId, provinceShardId } = query;
    const session = sessionOf(request);
    const student = await studentOf(request, studentId);
    if (
      !isCurrentRole(roleId, session.roleId) ||
      (provinceShardId !== undefined && provinceShardId !== student.provinceShardId)
    ) {
      throw notFound();
    }
    return newMarkOf(ctx.db, student);
  });

  // Ours: the student has seen their new medals and the notices of reset results.
  route(app, home.readNewMark, async ({ body }, request) => {
    await readNewMarks(ctx.db, await studentOf(request), body?.kind, ctx.clock());
    return null;
  });
}
