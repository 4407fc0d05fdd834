import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, ErrorCode, runsAsExportJob, type Locale } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { sendXlsx, xlsxWorkbookStream, type SheetSpec } from '../../platform/xlsx-stream.js';
import { exportWayRefusal } from '../progress/export-messages.js';
import type { ProgressTable } from '../progress/service.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditExport } from './audit.js';
import {
  classDetailsSheet,
  completionStatusSheet,
  fileNameOf,
  finishRateSheet,
  gradeDetailsSheet,
  type ExportKind,
} from './export.js';
import { activityFigures, type SummaryQuery } from './figures.js';
import { gradeTable } from './service.js';
import { unitRows } from './statistics.js';
import { classStudents } from './students.js';

interface Exported {
  kind: ExportKind;
  query: SummaryQuery;
  /** The node's table: the audit names the node, its school and region from it. */
  table: ProgressTable;
  rowCount: number;
  sheet: (locale: Locale) => SheetSpec;
}

/**
 * The summary's four workbooks, each the numbers of one part of the screen. A class's, grade's or
 * school's streams straight down; a district's or more is made by a background job (startExportJob).
 */
export function assessmentExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { assessment } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);

  /** Audited before a byte is sent, so no file leaves without its record. */
  async function sendExport(request: FastifyRequest, reply: FastifyReply, exported: Exported) {
    if (runsAsExportJob(exported.table.rowKind)) throw exportWayRefusal(ErrorCode.NotAllowed, 'exportAsJob');
    await auditExport(ctx.db, auditOf(request), exported);
    const locale = requestLocale(request);
    return sendXlsx(reply, fileNameOf(exported.kind, locale), xlsxWorkbookStream([exported.sheet(locale)]));
  }

  route(app, assessment.exportClassDetails, async ({ body }, request, reply) => {
    const table = await classStudents(ctx.db, await scope(request), body);
    return sendExport(request, reply, {
      kind: 'classDetails',
      query: body,
      table,
      rowCount: table.students.length,
      sheet: (locale) => classDetailsSheet(table, locale),
    });
  });

  route(app, assessment.exportGradeDetails, async ({ body }, request, reply) => {
    const table = await gradeTable(ctx.db, await scope(request), body);
    return sendExport(request, reply, {
      kind: 'gradeDetails',
      query: body,
      table,
      rowCount: table.groups.length,
      sheet: (locale) => gradeDetailsSheet(table, locale),
    });
  });

  route(app, assessment.exportEvaluationCompletionStatus, async ({ body }, request, reply) => {
    const figures = await activityFigures(ctx.db, await scope(request), body);
    return sendExport(request, reply, {
      kind: 'completionStatus',
      query: body,
      table: figures.overall,
      rowCount: figures.activities.length,
      sheet: (locale) => completionStatusSheet(figures, locale),
    });
  });

  route(app, assessment.exportFinishRateDetails, async ({ body }, request, reply) => {
    const figures = await activityFigures(ctx.db, await scope(request), body);
    return sendExport(request, reply, {
      kind: 'finishRate',
      query: body,
      table: figures.overall,
      rowCount: unitRows(figures.overall).length,
      sheet: (locale) => finishRateSheet(figures, locale),
    });
  });
}
