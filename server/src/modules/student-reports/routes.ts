import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { familyReaderOf, readerOf } from './policy.js';
import { sendStudentReportExport } from './export.js';
import { markReportRead, popupStatus } from './reads.js';
import { studentReport, studentReportBatches, studentReportList } from './service.js';
import { studentMarkList, studentReadList } from './staff-lists.js';

/**
 * §7 student reports: a student's own and a parent's child's once published, staff's (previews
 * included) for students in their scope; the read status and first-open popup; staff's lists.
 */
export function studentReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { report } = api;
  const family = (request: Parameters<typeof sessionOf>[0], studentId?: number) =>
    familyReaderOf(ctx.db, sessionOf(request), studentId);

  route(app, report.getStudentReportList, async ({ body }, request) =>
    studentReportList(ctx.db, await readerOf(ctx, request, body.studentId), body, ctx.clock()),
  );
  route(app, report.getStudentReport, async ({ body }, request) =>
    studentReport(ctx.db, await readerOf(ctx, request, body.studentId), body, requestLocale(request), ctx.clock()),
  );
  route(app, report.getStudentReportEvaluationBatch, async ({ query }, request) =>
    studentReportBatches(ctx.db, await family(request, query.studentId), query.reportYear, ctx.clock()),
  );
  route(app, report.updateReportReadStatus, async ({ body }, request) =>
    markReportRead(ctx.db, await family(request, body.studentId), body.taskGroupId, ctx.clock()),
  );
  route(app, report.findOrUpdatePopupStatus, async ({ body }, request) =>
    popupStatus(ctx.db, await family(request, body.studentId), body, ctx.clock()),
  );
  route(app, report.selectStudentReportMarkList, async ({ body }, request) =>
    studentMarkList(ctx.db, await scopeOf(ctx, request), body),
  );
  route(app, report.selectStudentReportReadList, async ({ body }, request) =>
    studentReadList(ctx.db, await scopeOf(ctx, request), body),
  );
  route(app, report.exportStudentReport, ({ body }, request, reply) =>
    sendStudentReportExport(ctx, request, reply, body),
  );
}
