import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, runsAsExportJob, type Locale } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { sendXlsx, xlsxWorkbookStream, type SheetSpec } from '../../platform/xlsx-stream.js';
import { exportWayRefusal } from './export-messages.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditExport } from './audit.js';
import type { AreaStudents, PlacedStudentRow } from './export-students.js';
import { progressTable, type ProgressQuery, type ProgressTable } from './service.js';
import { COUNT_KEYS, STUDENT_KEYS, columnsOf, countCells, studentCells, totalText } from './sheet-columns.js';

const texts = {
  sheet: { 'zh-CN': '进度', 'en-US': 'Progress' },
  studentsSheet: { 'zh-CN': '学生', 'en-US': 'Students' },
  schoolName: { 'zh-CN': '学校', 'en-US': 'School' },
  gradeName: { 'zh-CN': '年级', 'en-US': 'Grade' },
  fileName: { 'zh-CN': '进度明细.xlsx', 'en-US': 'progress-details.xlsx' },
} as const satisfies Record<string, LocalizedText>;

export const progressFileName = (locale: Locale) => texts.fileName[locale];

/** The table's rows (every page) and a total row: the screen's numbers. */
export function progressSheet(table: ProgressTable, locale: Locale): SheetSpec {
  const total = { name: totalText(locale), userName: totalText(locale), ...countCells(table.totals) };
  if (table.rowKind === 'student') {
    const rows = studentCells(table.students, locale);
    return { name: texts.sheet[locale], columns: columnsOf(STUDENT_KEYS, locale), pages: [rows, [total]] };
  }
  const rows = table.groups.map((row) => ({ name: row.name, ...countCells(row.counts) }));
  return { name: texts.sheet[locale], columns: columnsOf(['name', ...COUNT_KEYS], locale), pages: [rows, [total]] };
}

async function* studentSheetPages(pages: AsyncIterable<PlacedStudentRow[]>, locale: Locale) {
  for await (const page of pages) {
    yield page.map((row) => ({
      schoolName: row.schoolName,
      gradeName: row.gradeName,
      ...studentCells([row], locale)[0],
    }));
  }
}

/**
 * An area export's second sheet: every student under the node with their school and grade, as
 * each class's own screen lists them (the same filters), so a district gets one file.
 */
export function areaStudentsSheet(students: AreaStudents, locale: Locale): SheetSpec {
  const columns = [
    { header: texts.schoolName[locale], key: 'schoolName', width: 28 },
    { header: texts.gradeName[locale], key: 'gradeName', width: 12 },
    ...columnsOf(STUDENT_KEYS, locale),
  ];
  return { name: texts.studentsSheet[locale], columns, pages: studentSheetPages(students.pages, locale) };
}

/**
 * downloadProgressDetails: a school's, grade's or class's rows stream straight down, audited
 * first; a district's or more is made by a background job (startExportJob) and refused here.
 */
export async function sendProgressExport(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: ProgressQuery,
) {
  const table = await progressTable(ctx.db, await scopeOf(ctx, request), query);
  if (runsAsExportJob(table.rowKind)) throw exportWayRefusal(ErrorCode.NotAllowed, 'exportAsJob');
  await auditExport(ctx.db, auditOf(request), query, table);
  const locale = requestLocale(request);
  return sendXlsx(reply, progressFileName(locale), xlsxWorkbookStream([progressSheet(table, locale)]));
}
