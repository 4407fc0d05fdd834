import { describe, expect, it } from 'vitest';
import type { ProgressCounts } from '@pingjia/contract';
import type { ProgressTable } from '../progress/service.js';
import type { ActivityRow } from '../task-groups/visibility.js';
import { averageSecondsOf, finishRateMatrix, statisticalDetails, sumCounts, unitRows } from './statistics.js';

function counts(done: number, participants: number, timeSpentSeconds = 0): ProgressCounts {
  const rest = { waived: 0, inProgress: 0, notStarted: participants - done, notTakingPart: 0 };
  return { ...rest, done, participants, timeSpentSeconds, completionRate: participants && done / participants };
}

const activity = (id: number, name: string): ActivityRow => ({
  id,
  taskGroupId: 1,
  kind: 'activity',
  name,
  guidePage: { title: name, content: '', media: [] },
  passed: '0',
  sort: id,
  provinceShardId: 33,
  createdAt: new Date(0),
});

function schoolTable(rows: [number, string, ProgressCounts][], totals: ProgressCounts): ProgressTable {
  return {
    chain: [],
    path: [],
    rowKind: 'school',
    totals,
    groups: rows.map(([id, name, rowCounts]) => ({ kind: 'school', id, name, counts: rowCounts })),
    students: [],
  };
}

describe('finishRateMatrix', () => {
  it("puts each row's rate under each activity, and a zero rate where an activity has no such row", () => {
    const matrix = finishRateMatrix({
      overall: schoolTable(
        [
          [1, 'A', counts(3, 4)],
          [2, 'B', counts(0, 2)],
        ],
        counts(3, 6),
      ),
      activities: [
        { activity: activity(10, 'a1'), table: schoolTable([[1, 'A', counts(2, 2)]], counts(2, 3)) },
        { activity: activity(11, 'a2'), table: schoolTable([[1, 'A', counts(1, 2)]], counts(1, 3)) },
      ],
    });
    expect(matrix.activities.map((column) => column.activityName)).toEqual(['a1', 'a2']);
    expect(matrix.rows[1]).toEqual({
      kind: 'school',
      id: 2,
      name: 'B',
      overall: { participants: 2, done: 0, completionRate: 0 },
      byActivity: [
        { activityId: 10, participants: 0, done: 0, completionRate: 0 },
        { activityId: 11, participants: 0, done: 0, completionRate: 0 },
      ],
    });
    expect(matrix.total.byActivity.map((cell) => cell.done)).toEqual([2, 1]);
  });
});

describe('statisticalDetails', () => {
  it('counts students as pairs per activity counted, and nothing without activities', () => {
    const table = schoolTable([[1, 'A', counts(3, 6, 61)]], { ...counts(3, 6, 61), notTakingPart: 4 });
    expect(statisticalDetails(table, 2)).toMatchObject({ units: 1, students: 3, studentsNotTakingPart: 2 });
    expect(statisticalDetails(table, 2).averageSeconds).toBe(10);
    expect(statisticalDetails(schoolTable([], counts(0, 0)), 0)).toMatchObject({ students: 0, averageSeconds: 0 });
  });
});

describe('the small builders', () => {
  it('round the average to the second, add counts up and name students as rows', () => {
    expect(averageSecondsOf(counts(1, 2, 3))).toBe(2);
    expect(sumCounts([counts(1, 2, 5), counts(1, 2, 7)])).toEqual(counts(2, 4, 12));
    expect(sumCounts([])).toEqual(counts(0, 0));
    const student = { studentId: 7, userName: '甲', loginName: 's7', className: '1班', finishedAt: null };
    const table: ProgressTable = {
      ...schoolTable([], counts(1, 1)),
      rowKind: 'student',
      students: [{ ...student, status: 'done', counts: counts(1, 1) }],
    };
    expect(unitRows(table)).toEqual([{ kind: 'student', id: 7, name: '甲', counts: counts(1, 1) }]);
  });
});
