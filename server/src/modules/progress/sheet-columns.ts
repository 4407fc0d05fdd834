import type { Locale, ProgressCounts } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import type { SheetColumn } from '../../platform/xlsx-stream.js';
import type { ProgressTable } from './service.js';

/*
 * The columns the progress and summary workbooks share: the figures the screens show, names and
 * login names only (identity numbers and phones are not part of the figures, so they never reach a file).
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

export type ColumnKey = keyof typeof texts;

export const COUNT_KEYS = [
  'participants',
  'done',
  'waived',
  'inProgress',
  'notStarted',
  'notTakingPart',
  'completionRate',
  'timeSpentSeconds',
] as const satisfies readonly (keyof ProgressCounts & ColumnKey)[];

/** A class's students, one row each. */
export const STUDENT_KEYS = ['userName', 'loginName', 'className', 'status', ...COUNT_KEYS, 'finishedAt'] as const;

/** The total line's name. */
export const totalText = (locale: Locale) => texts.total[locale];

export const column = (key: ColumnKey, locale: Locale, width = 14): SheetColumn => ({
  header: texts[key][locale],
  key,
  width,
});

/** Names get wide columns, numbers narrow ones. */
export const columnsOf = (keys: readonly ColumnKey[], locale: Locale) =>
  keys.map((key) => column(key, locale, key === 'name' || key === 'activityName' ? 28 : 14));

/** A rate as a percentage with two decimals. */
export const percent = (rate: number) => Math.round(rate * 10_000) / 100;

export const countCells = (counts: ProgressCounts) => ({ ...counts, completionRate: percent(counts.completionRate) });

/** The students' rows as cells, each state in words. */
export const studentCells = (students: ProgressTable['students'], locale: Locale) =>
  students.map((row) => ({ ...row, ...countCells(row.counts), status: texts[row.status][locale] }));
