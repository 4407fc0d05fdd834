import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { sendXlsx, xlsxWorkbookStream, type SheetSpec } from '../../platform/xlsx-stream.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditReportExport, type ReportExport } from './audit.js';
import { classReport } from './classes.js';
import { classFileName, classReportSheets, developmentFileName, developmentSheet } from './export.js';
import { developmentReport } from './insights.js';
import type { ReportView } from './view.js';

/**
 * The report workbooks, each the numbers of its screen. They hold aggregated rows (a class's
 * students at most), so they stream straight down; each is audited before a byte is sent.
 */
export function reportExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { report } = api;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    exported: { kind: ReportExport; view: ReportView; rowCount: number; fileName: string; sheets: SheetSpec[] },
  ) {
    await auditReportExport(ctx.db, auditOf(request), exported);
    return sendXlsx(reply, exported.fileName, xlsxWorkbookStream(exported.sheets));
  }

  route(app, report.exportClassReport, async ({ body }, request, reply) => {
    const locale = requestLocale(request);
    const built = await classReport(ctx.db, await scopeOf(ctx, request), body, locale);
    return send(request, reply, {
      kind: 'classReport',
      view: built.view,
      rowCount: built.students.length,
      fileName: classFileName(locale),
      sheets: classReportSheets(built, locale),
    });
  });

  route(app, report.exportExcelDevelopmentSituation, async ({ body }, request, reply) => {
    const locale = requestLocale(request);
    const { by, ...query } = body;
    const { report: built } = await developmentReport(ctx.db, await scopeOf(ctx, request), query, locale, by);
    return send(request, reply, {
      kind: by === 'class' ? 'developmentByClass' : 'developmentBySchool',
      view: built.view,
      rowCount: built.rows.length,
      fileName: developmentFileName(locale),
      sheets: [developmentSheet(built, locale)],
    });
  });
}
