import type { Locale } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import { xlsxStream } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from './service.js';
import { COUNT_KEYS, STUDENT_KEYS, columnsOf, countCells, studentCells, totalText } from './sheet-columns.js';

const texts = {
  sheet: { 'zh-CN': '进度', 'en-US': 'Progress' },
  fileName: { 'zh-CN': '进度明细.xlsx', 'en-US': 'progress-details.xlsx' },
} as const satisfies Record<string, LocalizedText>;

export const progressFileName = (locale: Locale) => texts.fileName[locale];

/** The table's rows (every page) and a total row as a workbook. */
export function progressWorkbook(table: ProgressTable, locale: Locale) {
  const total = { name: totalText(locale), userName: totalText(locale), ...countCells(table.totals) };
  if (table.rowKind === 'student') {
    const rows = studentCells(table.students, locale);
    return xlsxStream(texts.sheet[locale], columnsOf(STUDENT_KEYS, locale), [rows, [total]]);
  }
  const rows = table.groups.map((row) => ({ name: row.name, ...countCells(row.counts) }));
  return xlsxStream(texts.sheet[locale], columnsOf(['name', ...COUNT_KEYS], locale), [rows, [total]]);
}
