import type { Locale, ProgressCounts, ProgressStatus } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import { xlsxStream, type SheetColumn } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from '../progress/service.js';
import type { ActivityFigures } from './figures.js';
import { averageSecondsOf, finishRateMatrix, sumCounts, unitRows } from './statistics.js';

/*
 * The summary's workbooks: the numbers the screen shows, names and login names only (identity
 * numbers and phones are not part of the figures, so they never reach a file), a total line last.
 */

const texts = {
  total: { 'zh-CN': '合计', 'en-US': 'Total' },
  name: { 'zh-CN': '名称', 'en-US': 'Name' },
  activityName: { 'zh-CN': '活动', 'en-US': 'Activity' },
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
  overallRate: { 'zh-CN': '总完成率(%)', 'en-US': 'Overall rate (%)' },
  timeSpentSeconds: { 'zh-CN': '用时(秒)', 'en-US': 'Time spent (s)' },
  averageSeconds: { 'zh-CN': '平均用时(秒)', 'en-US': 'Average time (s)' },
  finishedAt: { 'zh-CN': '提交时间', 'en-US': 'Submitted at' },
} as const satisfies Record<string, LocalizedText>;

type TextKey = keyof typeof texts;

/** Each export's sheet and file name. */
export const EXPORTS = {
  classDetails: { sheet: { 'zh-CN': '班级明细', 'en-US': 'Class details' } },
  gradeDetails: { sheet: { 'zh-CN': '年级明细', 'en-US': 'Grade details' } },
  completionStatus: { sheet: { 'zh-CN': '完成情况', 'en-US': 'Completion status' } },
  finishRate: { sheet: { 'zh-CN': '完成率明细', 'en-US': 'Completion rates' } },
} as const satisfies Record<string, { sheet: LocalizedText }>;

export type ExportKind = keyof typeof EXPORTS;

export const fileNameOf = (kind: ExportKind, locale: Locale) => `${EXPORTS[kind].sheet[locale]}.xlsx`;

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

const column = (key: TextKey, locale: Locale, width = 14): SheetColumn => ({ header: texts[key][locale], key, width });

const columnsOf = (keys: readonly TextKey[], locale: Locale) =>
  keys.map((key) => column(key, locale, key === 'name' || key === 'activityName' ? 28 : 14));

/** A rate as the screen shows it: a percentage with two decimals. */
export const percent = (rate: number) => Math.round(rate * 10_000) / 100;

const countCells = (counts: ProgressCounts) => ({ ...counts, completionRate: percent(counts.completionRate) });

const sheet = (kind: ExportKind, locale: Locale, columns: SheetColumn[], rows: Record<string, unknown>[]) =>
  xlsxStream(EXPORTS[kind].sheet[locale], columns, [rows]);

/** The students listed (every page), with the sum of what is listed as the total line. */
export function classDetailsWorkbook(table: ProgressTable, locale: Locale) {
  const statusText = (status: ProgressStatus) => texts[status][locale];
  const keys = ['userName', 'loginName', 'className', 'status', ...COUNT_KEYS, 'finishedAt'] as const;
  const rows = table.students.map((row) => ({ ...row, ...countCells(row.counts), status: statusText(row.status) }));
  const total = { userName: texts.total[locale], ...countCells(sumCounts(table.students.map((row) => row.counts))) };
  return sheet('classDetails', locale, columnsOf(keys, locale), [...rows, total]);
}

const unitCells = (counts: ProgressCounts) => ({ ...countCells(counts), averageSeconds: averageSecondsOf(counts) });

/** The classes of a grade: the completion and time charts' numbers. */
export function gradeDetailsWorkbook(table: ProgressTable, locale: Locale) {
  const keys = ['name', ...COUNT_KEYS, 'averageSeconds'] as const;
  const rows = unitRows(table).map((row) => ({ name: row.name, ...unitCells(row.counts) }));
  const total = { name: texts.total[locale], ...unitCells(table.totals) };
  return sheet('gradeDetails', locale, columnsOf(keys, locale), [...rows, total]);
}

/** The node's figures activity by activity, and over all of them. */
export function completionStatusWorkbook(figures: ActivityFigures, locale: Locale) {
  const keys = ['activityName', ...COUNT_KEYS] as const;
  const rows = figures.activities.map(({ activity, table }) => ({
    activityName: activity.name,
    ...countCells(table.totals),
  }));
  const total = { activityName: texts.total[locale], ...countCells(figures.overall.totals) };
  return sheet('completionStatus', locale, columnsOf(keys, locale), [...rows, total]);
}

/** The rows × activities matrix of completion rates, each row's overall rate last. */
export function finishRateWorkbook(figures: ActivityFigures, locale: Locale) {
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
  return sheet('finishRate', locale, columns, [...rows, line(texts.total[locale], matrix.total)]);
}
