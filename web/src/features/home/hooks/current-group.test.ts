import { describe, expect, it } from 'vitest';
import type { GroupUnit } from '../api/current-group';
import type { StudentRecord, StudentsPage } from '../api/not-started';
import { dayOf, joinPages, nextPageOf, notStartedActivities, unitsToList } from './current-group';

const counts = {
  participants: 4,
  done: 1,
  waived: 0,
  inProgress: 1,
  notStarted: 2,
  notTakingPart: 0,
  completionRate: 0.25,
  timeSpentSeconds: 60,
};

const unit = (kind: GroupUnit['kind'], id: number): GroupUnit => ({ kind, id, name: `${kind}${id}`, counts });

const student = (loginName: string, statuses: StudentRecord['activities']): StudentRecord => ({
  studentId: loginName.length,
  userName: `学生${loginName}`,
  loginName,
  gradeName: '七年级',
  className: '1班',
  status: 'inProgress',
  counts,
  finishedAt: null,
  activities: statuses,
});

const activities = [
  { activityId: 11, activityName: '我的成长足迹', kind: 'activity' as const, sort: 1 },
  { activityId: 12, activityName: '健康生活小调查', kind: 'questionnaire' as const, sort: 2 },
];

describe('dayOf', () => {
  it('gives the day of a platform time', () => {
    expect(dayOf('2026-09-01 00:00:00')).toBe('2026-09-01');
  });
});

describe('unitsToList', () => {
  it('lists schools or grades, and not a head teacher’s one class again', () => {
    expect(unitsToList([unit('school', 1), unit('school', 2)])).toHaveLength(2);
    expect(unitsToList([unit('grade', 1)])).toHaveLength(1);
    expect(unitsToList([unit('class', 1)])).toEqual([]);
    expect(unitsToList([unit('class', 1), unit('class', 2)])).toHaveLength(2);
  });
});

describe('notStartedActivities', () => {
  it('names the activities not started, in the group’s order', () => {
    const record = student('s1', [
      { activityId: 11, status: 'done' },
      { activityId: 12, status: 'notStarted' },
    ]);
    expect(notStartedActivities(record, activities).map((activity) => activity.activityName)).toEqual([
      '健康生活小调查',
    ]);
    const untouched = student('s2', [
      { activityId: 11, status: 'notStarted' },
      { activityId: 12, status: 'notStarted' },
    ]);
    expect(notStartedActivities(untouched, activities)).toEqual(activities);
  });
});

describe('joinPages', () => {
  it('puts the pages’ students together and keeps the first page’s total and activities', () => {
    const page = (records: StudentRecord[]): StudentsPage => ({ activities, records, totals: counts, total: 3 });
    const joined = joinPages([page([student('a', []), student('bb', [])]), page([student('ccc', [])])]);
    expect(joined.records.map((row) => row.loginName)).toEqual(['a', 'bb', 'ccc']);
    expect(joined).toMatchObject({ total: 3, activities });
    expect(joinPages([])).toEqual({ records: [], activities: [], total: 0 });
  });
});

describe('nextPageOf', () => {
  it('asks for the next page while students are left, and stops at the last', () => {
    expect(nextPageOf(45, 1, 20)).toBe(2);
    expect(nextPageOf(45, 2, 20)).toBe(3);
    expect(nextPageOf(45, 3, 20)).toBeUndefined();
    expect(nextPageOf(40, 2, 20)).toBeUndefined();
    expect(nextPageOf(0, 1, 20)).toBeUndefined();
  });
});
