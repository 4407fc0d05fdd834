import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, type Locale } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { sendXlsx } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from '../progress/service.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditExport } from './audit.js';
import {
  classDetailsWorkbook,
  completionStatusWorkbook,
  fileNameOf,
  finishRateWorkbook,
  gradeDetailsWorkbook,
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
  workbook: (locale: Locale) => ReturnType<typeof classDetailsWorkbook>;
}

/** The summary's four workbooks, each the numbers of one part of the screen. */
export function assessmentExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { assessment } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);

  /** Audited before a byte is sent, so no file leaves without its record. */
  async function sendExport(request: FastifyRequest, reply: FastifyReply, exported: Exported) {
    await auditExport(ctx.db, auditOf(request), exported);
    const locale = requestLocale(request);
    return sendXlsx(reply, fileNameOf(exported.kind, locale), exported.workbook(locale));
  }

  route(app, assessment.exportClassDetails, async ({ body }, request, reply) => {
    const table = await classStudents(ctx.db, await scope(request), body);
    const workbook = (locale: Locale) => classDetailsWorkbook(table, locale);
    return sendExport(request, reply, {
      kind: 'classDetails',
      query: body,
      table,
      rowCount: table.students.length,
      workbook,
    });
  });

  route(app, assessment.exportGradeDetails, async ({ body }, request, reply) => {
    const table = await gradeTable(ctx.db, await scope(request), body);
    const workbook = (locale: Locale) => gradeDetailsWorkbook(table, locale);
    return sendExport(request, reply, {
      kind: 'gradeDetails',
      query: body,
      table,
      rowCount: table.groups.length,
      workbook,
    });
  });

  route(app, assessment.exportEvaluationCompletionStatus, async ({ body }, request, reply) => {
    const figures = await activityFigures(ctx.db, await scope(request), body);
    const workbook = (locale: Locale) => completionStatusWorkbook(figures, locale);
    const exported = { kind: 'completionStatus', query: body, table: figures.overall, workbook } as const;
    return sendExport(request, reply, { ...exported, rowCount: figures.activities.length });
  });

  route(app, assessment.exportFinishRateDetails, async ({ body }, request, reply) => {
    const figures = await activityFigures(ctx.db, await scope(request), body);
    const workbook = (locale: Locale) => finishRateWorkbook(figures, locale);
    const exported = { kind: 'finishRate', query: body, table: figures.overall, workbook } as const;
    return sendExport(request, reply, { ...exported, rowCount: unitRows(figures.overall).length });
  });
}
