import type { Locale, ProgressCounts, ProgressStatus } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import { xlsxStream, type SheetColumn } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from './service.js';

const texts = {
  sheet: { 'zh-CN': '进度', 'en-US': 'Progress' },
  fileName: { 'zh-CN': '进度明细.xlsx', 'en-US': 'progress-details.xlsx' },
  total: { 'zh-CN': '合计', 'en-US': 'Total' },
  name: { 'zh-CN': '名称', 'en-US': 'Name' },
  userName: { 'zh-CN': '姓名', 'en-US': 'Name' },
  loginName: { 'zh-CN': '账号', 'en-US': 'Login name' },
  className: { 'zh-CN': '班级', 'en-US': 'Class' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
  participants: { 'zh-CN': '参与', 'en-US': 'Participants' },
  done: { 'zh-CN': '已完成', 'en-US': 'Done' },
  waived: { 'zh-CN': '已放弃', 'en-US': 'Waived' },
  inProgress: { 'zh-CN': '进行中', 'en-US': 'In progress' },
  notStarted: { 'zh-CN': '未开始', 'en-US': 'Not started' },
  notTakingPart: { 'zh-CN': '不参与', 'en-US': 'Not taking part' },
  completionRate: { 'zh-CN': '完成率(%)', 'en-US': 'Completion rate (%)' },
  timeSpentSeconds: { 'zh-CN': '用时(秒)', 'en-US': 'Time spent (s)' },
  finishedAt: { 'zh-CN': '提交时间', 'en-US': 'Submitted at' },
} as const satisfies Record<string, LocalizedText>;

type TextKey = keyof typeof texts;

const COUNT_KEYS = [
  'participants',
  'done',
  'waived',
  'inProgress',
  'notStarted',
  'notTakingPart',
  'completionRate',
  'timeSpentSeconds',
] as const satisfies readonly (keyof ProgressCounts & TextKey)[];

export const progressFileName = (locale: Locale) => texts.fileName[locale];

function columnsOf(keys: readonly TextKey[], locale: Locale): SheetColumn[] {
  return keys.map((key) => ({ header: texts[key][locale], key, width: key === 'name' ? 28 : 14 }));
}

/** The counts as cells: the rate as a percentage with two decimals, as the screen shows it. */
function countCells(counts: ProgressCounts) {
  return { ...counts, completionRate: Math.round(counts.completionRate * 10_000) / 100 };
}

const statusText = (status: ProgressStatus, locale: Locale) => texts[status][locale];

/**
 * The table's rows (every page) and a total row as a workbook. Names and login names only:
 * identity numbers and phones are not part of progress, so they never reach the file.
 */
export function progressWorkbook(table: ProgressTable, locale: Locale) {
  const total = { name: texts.total[locale], userName: texts.total[locale], ...countCells(table.totals) };
  if (table.rowKind === 'student') {
    const columns = columnsOf(['userName', 'loginName', 'className', 'status', ...COUNT_KEYS, 'finishedAt'], locale);
    const rows = table.students.map((row) => ({
      ...row,
      ...countCells(row.counts),
      status: statusText(row.status, locale),
    }));
    return xlsxStream(texts.sheet[locale], columns, [rows, [total]]);
  }
  const rows = table.groups.map((row) => ({ name: row.name, ...countCells(row.counts) }));
  return xlsxStream(texts.sheet[locale], columnsOf(['name', ...COUNT_KEYS], locale), [rows, [total]]);
}
