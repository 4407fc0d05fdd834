import type { z } from 'zod';
import { exportJobsCalls, type Locale } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { XLSX_MIME, xlsxWorkbookStream, type SheetSpec } from '../../platform/xlsx-stream.js';
import { completionStatusSheet, fileNameOf, finishRateSheet } from '../assessment/export.js';
import { activityFigures } from '../assessment/figures.js';
import { storeFile } from '../files/store-file.js';
import { makeClassReportZip } from '../report-pdf/class-zip.js';
import { areaStudentsSheet, progressFileName, progressSheet } from '../progress/export.js';
import { areaStudents } from '../progress/export-students.js';
import { progressTable } from '../progress/service.js';
import { loadScope, type AdminScope } from '../scope/scope.js';
import type { ExportJobRow } from './repository.js';

/** What startExportJob accepted, read back from the job with the same schema. */
export type ExportRequest = z.output<typeof exportJobsCalls.startExportJob.body>;
/** The exports of progress figures (issue 12), made as workbooks. */
export type ProgressExportRequest = Exclude<ExportRequest, { kind: 'classReportPdfs' }>;

/** What a start checked of its export: the name of what it covers, and the audit entry written with the job. */
export interface JobAdmission {
  scopeName: string;
  audit(tx: Executor, jobId: string): Promise<void>;
}

interface Workbook {
  fileName: string;
  sheets: SheetSpec[];
  /** The rows the sheets will hold, known before they are written. */
  totalRows: number;
}

type HeldPages = readonly (readonly Record<string, unknown>[])[];

const isHeld = (pages: SheetSpec['pages']): pages is HeldPages => Array.isArray(pages);

/** The rows of a sheet held as arrays (all but an area's students, which are counted apart). */
const rowsHeld = (sheet: SheetSpec) =>
  isHeld(sheet.pages) ? sheet.pages.reduce((sum, page) => sum + page.length, 0) : 0;

const oneSheet = (fileName: string, sheet: SheetSpec): Workbook => ({
  fileName,
  sheets: [sheet],
  totalRows: rowsHeld(sheet),
});

/** The workbook of a job, read now under the owner's scope as it is now. */
async function workbookOf(
  db: Executor,
  scope: AdminScope,
  request: ProgressExportRequest,
  locale: Locale,
): Promise<Workbook> {
  switch (request.kind) {
    case 'progressDetails': {
      const table = await progressTable(db, scope, request.query);
      const screen = progressSheet(table, locale);
      const students = await areaStudents(db, scope, request.query, table);
      return {
        fileName: progressFileName(locale),
        sheets: [screen, areaStudentsSheet(students, locale)],
        totalRows: rowsHeld(screen) + students.count,
      };
    }
    case 'completionStatus':
      return oneSheet(
        fileNameOf('completionStatus', locale),
        completionStatusSheet(await activityFigures(db, scope, request.query), locale),
      );
    case 'finishRate':
      return oneSheet(
        fileNameOf('finishRate', locale),
        finishRateSheet(await activityFigures(db, scope, request.query), locale),
      );
  }
}

export interface JobReporter {
  /** Called after each page of rows is written; it throws when the job must stop. */
  rows(doneRows: number, totalRows: number): Promise<void>;
  signal: AbortSignal;
}

async function* reported(pages: SheetSpec['pages'], onPage: (rows: number) => Promise<void>, signal: AbortSignal) {
  for await (const page of pages) {
    signal.throwIfAborted();
    yield page;
    await onPage(page.length);
  }
}

/**
 * Makes a job's workbook into a private file of its owner (the file store, a files row and its
 * audit entry), reporting rows as they are written. Refusals of the owner's scope (a grant taken
 * back since the start) end it like the call would have.
 */
export async function makeExport(ctx: AppContext, job: ExportJobRow, reporter: JobReporter) {
  const request = exportJobsCalls.startExportJob.body.parse({ kind: job.kind, query: job.query });
  if (request.kind === 'classReportPdfs') return makeClassReportZip(ctx, job, request.query, reporter);
  const owner = { userId: job.ownerUserId, roleId: job.roleId, provinceShardId: job.provinceShardId };
  const workbook = await workbookOf(ctx.db, await loadScope(ctx.db, owner), request, job.locale);
  let doneRows = 0;
  await reporter.rows(0, workbook.totalRows);
  const onPage = async (rows: number) => {
    doneRows += rows;
    // A filter can leave fewer rows than counted; never more than the total is reported.
    await reporter.rows(doneRows, Math.max(doneRows, workbook.totalRows));
  };
  const sheets = workbook.sheets.map((sheet) => ({ ...sheet, pages: reported(sheet.pages, onPage, reporter.signal) }));
  const file = await storeFile(
    ctx,
    ctx.files,
    { content: xlsxWorkbookStream(sheets), originalName: workbook.fileName, mime: XLSX_MIME, ext: 'xlsx' },
    // Staff roles never act for someone else: the owner is the actor.
    { session: { ...owner, actorUserId: null }, ip: null, action: 'exportJob.file' },
  );
  return { fileId: file.id, doneRows };
}
