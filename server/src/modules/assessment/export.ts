import type { Locale, ProgressCounts } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type { SheetColumn, SheetSpec } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from '../progress/service.js';
import {
  COUNT_KEYS,
  STUDENT_KEYS,
  column,
  columnsOf,
  countCells,
  percent,
  studentCells,
  totalText,
} from '../progress/sheet-columns.js';
import type { ActivityFigures } from './figures.js';
import { averageSecondsOf, finishRateMatrix, sumCounts, unitRows } from './statistics.js';

// The summary's workbooks, one sheet each: the progress workbook's columns, a total line last.

/** Each export's sheet and file name. */
export const EXPORTS = {
  classDetails: { sheet: { 'zh-CN': '班级明细', 'en-US': 'Class details' } },
  gradeDetails: { sheet: { 'zh-CN': '年级明细', 'en-US': 'Grade details' } },
  completionStatus: { sheet: { 'zh-CN': '完成情况', 'en-US': 'Completion status' } },
  finishRate: { sheet: { 'zh-CN': '完成率明细', 'en-US': 'Completion rates' } },
} as const satisfies Record<string, { sheet: LocalizedText }>;

export type ExportKind = keyof typeof EXPORTS;

export const fileNameOf = (kind: ExportKind, locale: Locale) => `${EXPORTS[kind].sheet[locale]}.xlsx`;

const sheet = (
  kind: ExportKind,
  locale: Locale,
  columns: SheetColumn[],
  rows: Record<string, unknown>[],
): SheetSpec => ({
  name: EXPORTS[kind].sheet[locale],
  columns,
  pages: [rows],
});

/** The students listed (every page), with the sum of what is listed as the total line. */
export function classDetailsSheet(table: ProgressTable, locale: Locale) {
  const rows = studentCells(table.students, locale);
  const total = { userName: totalText(locale), ...countCells(sumCounts(table.students.map((row) => row.counts))) };
  return sheet('classDetails', locale, columnsOf(STUDENT_KEYS, locale), [...rows, total]);
}

const unitCells = (counts: ProgressCounts) => ({ ...countCells(counts), averageSeconds: averageSecondsOf(counts) });

/** The classes of a grade: the completion and time charts' numbers. */
export function gradeDetailsSheet(table: ProgressTable, locale: Locale) {
  const keys = ['name', ...COUNT_KEYS, 'averageSeconds'] as const;
  const rows = unitRows(table).map((row) => ({ name: row.name, ...unitCells(row.counts) }));
  const total = { name: totalText(locale), ...unitCells(table.totals) };
  return sheet('gradeDetails', locale, columnsOf(keys, locale), [...rows, total]);
}

/** The node's figures activity by activity, and over all of them. */
export function completionStatusSheet(figures: ActivityFigures, locale: Locale) {
  const keys = ['activityName', ...COUNT_KEYS] as const;
  const rows = figures.activities.map(({ activity, table }) => ({
    activityName: activity.name,
    ...countCells(table.totals),
  }));
  const total = { activityName: totalText(locale), ...countCells(figures.overall.totals) };
  return sheet('completionStatus', locale, columnsOf(keys, locale), [...rows, total]);
}

/** The rows × activities matrix of completion rates, each row's overall rate last. */
export function finishRateSheet(figures: ActivityFigures, locale: Locale) {
  const matrix = finishRateMatrix(figures);
  const columns = [
    column('name', locale, 28),
    ...matrix.activities.map((activity) => ({
      header: `${activity.activityName} (%)`,
      key: `a${activity.activityId}`,
      width: 16,
    })),
    column('overallRate', locale, 16),
  ];
  const line = (name: string, rates: (typeof matrix)['total']) => ({
    name,
    ...Object.fromEntries(rates.byActivity.map((rate) => [`a${rate.activityId}`, percent(rate.completionRate)])),
    overallRate: percent(rates.overall.completionRate),
  });
  const rows = matrix.rows.map((row) => line(row.name, row));
  return sheet('finishRate', locale, columns, [...rows, line(totalText(locale), matrix.total)]);
}
