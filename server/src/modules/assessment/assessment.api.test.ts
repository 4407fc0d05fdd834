import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type ApiRoute } from '@pingjia/contract';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { createParent, createStudent } from '../../test/factories.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, counts, detailOf, type Client } from '../progress/test-support.js';
import { dataOf, refusalOf } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;

const a = api.assessment;
const calls: [string, ApiRoute][] = Object.entries(a);

/** The figures of progress's data set (see progress/test-district.ts): two activities, A1 and A2. */
const school1 = counts({ done: 2, waived: 1, inProgress: 3, notStarted: 4, notTakingPart: 2, timeSpentSeconds: 180 });
const district = counts({ done: 3, waived: 1, inProgress: 3, notStarted: 5, notTakingPart: 6, timeSpentSeconds: 220 });
const districtA1 = counts({
  done: 2,
  waived: 1,
  inProgress: 1,
  notStarted: 2,
  notTakingPart: 3,
  timeSpentSeconds: 140,
});
const districtA2 = counts({ done: 1, inProgress: 2, notStarted: 3, notTakingPart: 3, timeSpentSeconds: 80 });

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  [areaAdmin, schoolAdmin, teacher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, d.people.schoolAdmin),
    clientOf(t, d.people.teacher),
  ]);
});

const node = (kind: 'region' | 'school' | 'grade' | 'class', place: { id: number }) => ({ kind, id: place.id });
const rate = (done: number, participants: number) => ({ participants, done, completionRate: done / participants });

describe('assessment calls: session and role', () => {
  it.each(calls)('%s needs a session (401)', async (_name, route) => {
    expect((await t.app.inject({ method: route.method, url: route.path, payload: {} })).statusCode).toBe(401);
  });

  it.each(calls)('%s is refused to students and parents (403)', async (_name, route) => {
    for (const user of [await createStudent(), await createParent()]) {
      const client = await clientOf(t, user);
      expect((await client.post(route.path, { taskGroupId: d.group.id })).statusCode).toBe(403);
    }
  });
});

describe('the district as its area admin sees it', () => {
  const query = () => ({ taskGroupId: d.group.id });
  const school = (place: { id: number }, name: string) => ({ kind: 'school', id: place.id, name });

  it('queryCompletionRate: the rate of the district and of each school', async () => {
    expect(await dataOf(areaAdmin, a.queryCompletionRate, query())).toEqual({
      path: [],
      rowKind: 'school',
      overall: rate(3, 12),
      rows: [
        { ...school(d.school1, 'A实验学校'), ...rate(2, 10) },
        { ...school(d.school2, 'B实验学校'), ...rate(1, 2) },
      ],
    });
  });

  it('queryTime: the time spent, in total and per pair taking part', async () => {
    expect(await dataOf(areaAdmin, a.queryTime, query())).toEqual({
      path: [],
      rowKind: 'school',
      overall: { participants: 12, timeSpentSeconds: 220, averageSeconds: 18 },
      rows: [
        { ...school(d.school1, 'A实验学校'), participants: 10, timeSpentSeconds: 180, averageSeconds: 18 },
        { ...school(d.school2, 'B实验学校'), participants: 2, timeSpentSeconds: 40, averageSeconds: 20 },
      ],
    });
  });

  it('completionStatus and completionDetails: the counts in total and activity by activity', async () => {
    expect(await dataOf(areaAdmin, a.completionStatus, query())).toEqual({ counts: district });
    expect(await dataOf(areaAdmin, a.completionDetails, query())).toEqual({
      activities: [
        { activityId: d.a1.id, activityName: '我的成长', kind: 'activity', counts: districtA1 },
        { activityId: d.a2.id, activityName: '劳动实践', kind: 'activity', counts: districtA2 },
      ],
    });
  });

  it('finishRateDetails: each school × activity, with the district as the total', async () => {
    const cells = (a1: object, a2: object) => [
      { activityId: d.a1.id, ...a1 },
      { activityId: d.a2.id, ...a2 },
    ];
    expect(await dataOf(areaAdmin, a.finishRateDetails, query())).toEqual({
      path: [],
      rowKind: 'school',
      activities: [
        { activityId: d.a1.id, activityName: '我的成长', kind: 'activity' },
        { activityId: d.a2.id, activityName: '劳动实践', kind: 'activity' },
      ],
      rows: [
        { ...school(d.school1, 'A实验学校'), overall: rate(2, 10), byActivity: cells(rate(1, 5), rate(1, 5)) },
        { ...school(d.school2, 'B实验学校'), overall: rate(1, 2), byActivity: cells(rate(1, 1), rate(0, 1)) },
      ],
      total: { overall: rate(3, 12), byActivity: cells(rate(2, 6), rate(1, 6)) },
    });
  });

  it('findStatisticalDetails: the summary cards', async () => {
    expect(await dataOf(areaAdmin, a.findStatisticalDetails, query())).toEqual({
      rowKind: 'school',
      units: 2,
      activities: 2,
      students: 6,
      studentsNotTakingPart: 3,
      counts: district,
      averageSeconds: 18,
    });
    const oneActivity = await dataOf(areaAdmin, a.findStatisticalDetails, { ...query(), activityId: d.a2.id });
    expect(oneActivity).toMatchObject({ activities: 1, students: 6, counts: districtA2, averageSeconds: 13 });
  });

  it('counts only the chosen activity', async () => {
    const one = { ...query(), activityId: d.a1.id };
    expect((await dataOf(areaAdmin, a.queryCompletionRate, one)).overall).toEqual(rate(2, 6));
    expect(await dataOf(areaAdmin, a.completionDetails, one)).toEqual({
      activities: [{ activityId: d.a1.id, activityName: '我的成长', kind: 'activity', counts: districtA1 }],
    });
    expect((await dataOf(areaAdmin, a.finishRateDetails, one)).total).toEqual({
      overall: rate(2, 6),
      byActivity: [{ activityId: d.a1.id, ...rate(2, 6) }],
    });
  });
});

describe('the figures agree with progressDetail at every level of the drill', () => {
  const levels = () => [
    undefined,
    node('school', d.school1),
    node('grade', { id: d.class1.gradeId }),
    node('class', d.class1),
    node('school', d.school2),
  ];

  it.each([['all activities'], ['activity A1'], ['activity A2']])('%s', async (which) => {
    const activityId = { 'all activities': undefined, 'activity A1': d.a1.id, 'activity A2': d.a2.id }[which];
    for (const at of levels()) {
      const query = { taskGroupId: d.group.id, activityId, node: at };
      const detail = await detailOf(areaAdmin, { ...query, pageSize: 100 });
      const rows =
        detail.rowKind === 'student'
          ? detail.students.map((row) => ({
              kind: 'student',
              id: row.studentId,
              name: row.userName,
              counts: row.counts,
            }))
          : detail.groups;
      const rates = await dataOf(areaAdmin, a.queryCompletionRate, query);
      expect(rates.path).toEqual(detail.path);
      expect(rates.rows.map((row) => row.done)).toEqual(rows.map((row) => row.counts.done));
      expect(rates.rows.map((row) => [row.kind, row.id, row.name, row.completionRate])).toEqual(
        rows.map((row) => [row.kind, row.id, row.name, row.counts.completionRate]),
      );
      const time = await dataOf(areaAdmin, a.queryTime, query);
      expect(time.rows.map((row) => row.timeSpentSeconds)).toEqual(rows.map((row) => row.counts.timeSpentSeconds));
      expect((await dataOf(areaAdmin, a.completionStatus, query)).counts).toEqual(detail.totals);
      const matrix = await dataOf(areaAdmin, a.finishRateDetails, query);
      expect(matrix.rows.map((row) => row.overall.done)).toEqual(rows.map((row) => row.counts.done));
      expect((await dataOf(areaAdmin, a.findStatisticalDetails, query)).counts).toEqual(detail.totals);
    }
  });

  it('adds up: the activities of completionDetails sum to completionStatus', async () => {
    for (const at of levels()) {
      const query = { taskGroupId: d.group.id, node: at };
      const { activities } = await dataOf(areaAdmin, a.completionDetails, query);
      const { counts: total } = await dataOf(areaAdmin, a.completionStatus, query);
      expect(activities.reduce((sum, activity) => sum + activity.counts.done, 0)).toBe(total.done);
      expect(activities.reduce((sum, activity) => sum + activity.counts.participants, 0)).toBe(total.participants);
    }
  });
});

describe('each role sees its own scope', () => {
  it("gives a school admin their school's grades", async () => {
    expect(await dataOf(schoolAdmin, a.queryCompletionRate, { taskGroupId: d.group.id })).toMatchObject({
      path: [],
      rowKind: 'grade',
      overall: { done: school1.done, participants: school1.participants },
    });
  });

  it("gives a teacher their class's students, and counts them in the summary", async () => {
    const rates = await dataOf(teacher, a.queryCompletionRate, { taskGroupId: d.group.id });
    expect(rates.rowKind).toBe('student');
    expect(rates.rows.map((row) => [row.name, row.done, row.participants])).toEqual([
      ['学生p01', 2, 2],
      ['学生p02', 0, 2],
      ['学生p03', 0, 2],
      ['学生p04', 0, 0],
    ]);
    expect(await dataOf(teacher, a.findStatisticalDetails, { taskGroupId: d.group.id })).toMatchObject({
      rowKind: 'student',
      units: 4,
      students: 3,
      studentsNotTakingPart: 1,
    });
  });

  it('gives an area teaching researcher the same figures as the area admin', async () => {
    const researcher = await clientOf(t, d.people.researcher);
    expect((await dataOf(researcher, a.completionStatus, { taskGroupId: d.group.id })).counts).toEqual(district);
  });
});

describe('out of scope answers like missing', () => {
  const figureCalls = [
    a.queryCompletionRate,
    a.queryTime,
    a.completionStatus,
    a.completionDetails,
    a.finishRateDetails,
    a.findStatisticalDetails,
  ];
  const missing = () =>
    refusalOf(schoolAdmin, a.queryCompletionRate, { taskGroupId: d.group.id, node: node('school', { id: 987_654 }) });

  it.each([
    ['another school', () => schoolAdmin, () => ({ taskGroupId: d.group.id, node: node('school', d.school2) })],
    ['the district above', () => schoolAdmin, () => ({ taskGroupId: d.group.id, node: node('region', d.district) })],
    [
      'a class of another district',
      () => areaAdmin,
      () => ({ taskGroupId: d.group.id, node: node('class', d.class4) }),
    ],
    ['another class of the school', () => teacher, () => ({ taskGroupId: d.group.id, node: node('class', d.class2) })],
    ['a task group of another district', () => areaAdmin, () => ({ taskGroupId: d.otherGroup.id })],
  ])('%s', async (_name, client, input) => {
    const expected = await missing();
    expect(expected.code).toBe(ErrorCode.NotFound);
    for (const route of figureCalls) expect(await refusalOf(client(), route, input())).toEqual(expected);
  });
});

describe('bad input', () => {
  const codeOf = async (route: ApiRoute, input: object) => body(await areaAdmin.post(route.path, input)).code;

  it.each(Object.entries(a))('%s refuses unknown groups, foreign activities and wrong types', async (_name, route) => {
    expect(await codeOf(route, { taskGroupId: 987_654, studentId: d.students.p1.id })).toBe(ErrorCode.NotFound);
    expect(await codeOf(route, { taskGroupId: 'abc', studentId: d.students.p1.id })).toBe(ErrorCode.ValidationFailed);
    expect(await codeOf(route, {})).toBe(ErrorCode.ValidationFailed);
  });

  it('refuses an activity of another group and an unknown node kind', async () => {
    const foreign = { taskGroupId: d.otherGroup.id, activityId: d.a1.id };
    expect(await codeOf(a.queryCompletionRate, foreign)).toBe(ErrorCode.NotFound);
    expect(await codeOf(a.queryTime, { taskGroupId: d.group.id, activityId: 987_654 })).toBe(ErrorCode.NotFound);
    const planet = { taskGroupId: d.group.id, node: { kind: 'planet', id: 1 } };
    expect(await codeOf(a.finishRateDetails, planet)).toBe(ErrorCode.ValidationFailed);
  });
});
