import type {
  CompletionRate,
  FinishRateDetails,
  ProgressCounts,
  ProgressRowKind,
  StatisticalDetails,
  TimeSpent,
} from '@pingjia/contract';
import { sumTallies, toCounts } from '../progress/counts.js';
import type { ProgressTable } from '../progress/service.js';
import type { ActivityRow } from '../task-groups/visibility.js';
import type { ActivityFigures } from './figures.js';

/*
 * Pure builders from progress tables to the summary's figures (docs/decisions.md, "Assessment
 * summary"); the report calls of issue 13 build theirs with the same functions.
 */

/** A row one level below a node, with its counts: a unit, or a class's student. */
export interface UnitRow {
  kind: ProgressRowKind;
  id: number;
  name: string;
  counts: ProgressCounts;
}

export function unitRows(table: ProgressTable): UnitRow[] {
  if (table.rowKind !== 'student') return table.groups;
  return table.students.map((row) => ({ kind: 'student', id: row.studentId, name: row.userName, counts: row.counts }));
}

export const rateOf = ({ participants, done, completionRate }: ProgressCounts): CompletionRate => ({
  participants,
  done,
  completionRate,
});

/** Time spent per pair taking part: per student when one activity is counted. */
export const averageSecondsOf = (counts: ProgressCounts): number =>
  counts.participants === 0 ? 0 : Math.round(counts.timeSpentSeconds / counts.participants);

export const timeOf = (counts: ProgressCounts): TimeSpent => ({
  participants: counts.participants,
  timeSpentSeconds: counts.timeSpentSeconds,
  averageSeconds: averageSecondsOf(counts),
});

export const activityOf = (activity: ActivityRow) => ({
  activityId: activity.id,
  activityName: activity.name,
  kind: activity.kind,
});

const keyOf = (row: { kind: string; id: number }) => `${row.kind}:${row.id}`;

const ZERO_RATE: CompletionRate = { participants: 0, done: 0, completionRate: 0 };

/** Each row's rate per activity and over all of them, with the node's own line as the total. */
export function finishRateMatrix(figures: ActivityFigures): FinishRateDetails {
  const byActivity = figures.activities.map(({ activity, table }) => ({
    activityId: activity.id,
    rates: new Map(unitRows(table).map((row) => [keyOf(row), rateOf(row.counts)])),
    total: rateOf(table.totals),
  }));
  return {
    path: [...figures.overall.path],
    rowKind: figures.overall.rowKind,
    activities: figures.activities.map(({ activity }) => activityOf(activity)),
    rows: unitRows(figures.overall).map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      overall: rateOf(row.counts),
      byActivity: byActivity.map(({ activityId, rates }) => ({
        activityId,
        ...(rates.get(keyOf(row)) ?? ZERO_RATE),
      })),
    })),
    total: {
      overall: rateOf(figures.overall.totals),
      byActivity: byActivity.map(({ activityId, total }) => ({ activityId, ...total })),
    },
  };
}

/**
 * The node's summary. Participation is decided per task group, so a student takes part in
 * every activity counted or in none: students = pairs ÷ activities counted.
 */
export function statisticalDetails(table: ProgressTable, activities: number): StatisticalDetails {
  const perStudent = (pairs: number) => (activities === 0 ? 0 : Math.round(pairs / activities));
  return {
    rowKind: table.rowKind,
    units: unitRows(table).length,
    activities,
    students: perStudent(table.totals.participants),
    studentsNotTakingPart: perStudent(table.totals.notTakingPart),
    counts: table.totals,
    averageSeconds: averageSecondsOf(table.totals),
  };
}

/** The counts of several rows added up (a filtered list's total line). */
export const sumCounts = (rows: readonly ProgressCounts[]): ProgressCounts => toCounts(sumTallies(rows));
