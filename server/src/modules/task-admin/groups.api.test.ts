import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, formatDateTime, gradeName, RoleCode, type ApiRoute } from '@pingjia/contract';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { createParent, createSchool, createStudent, createUser } from '../../test/factories.js';
import { clientOf, counts, detailOf, type Client } from '../progress/test-support.js';
import { dataOf, refusalOf, send, taskAdminDistrict } from './test-support.js';

let t: TestApp;
let d: District;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;
let headTeacher: Client;
let researcher: Client;

const { taskInfo } = api;
const DAY_MS = 86_400_000;

type District = Awaited<ReturnType<typeof taskAdminDistrict>>;

/** The eight admin task calls, each with an input it accepts (built once the data set exists). */
const calls: [string, ApiRoute, (district: District) => Record<string, number>][] = [
  ['getTaskInfoListByCondition', taskInfo.getTaskInfoListByCondition, () => ({})],
  ['listTaskGroupByArea', taskInfo.listTaskGroupByArea, () => ({})],
  ['listSubmitStudent', taskInfo.listSubmitStudent, (at) => ({ classId: at.class1.id, activityId: at.a1.id })],
  ['getUserBySchoolAdmin', taskInfo.getUserBySchoolAdmin, (at) => ({ tgiId: at.group.id, classId: at.class1.id })],
  ['getTaskNameListById', taskInfo.getTaskNameListById, (at) => ({ tgiId: at.group.id })],
  ['taskInfoOverview', taskInfo.taskInfoOverview, () => ({})],
  ['getActivityBySchoolAdmin', taskInfo.getActivityBySchoolAdmin, (at) => ({ tgiId: at.group.id })],
  ['getGradeBySchoolAdmin', taskInfo.getGradeBySchoolAdmin, (at) => ({ tgiId: at.group.id })],
];

/** The figures of the data set (see progress/test-district.ts), pairs of the group's two activities. */
const class2 = counts({ inProgress: 2, notStarted: 2 });
const school1 = counts({ done: 2, waived: 1, inProgress: 3, notStarted: 4, notTakingPart: 2, timeSpentSeconds: 180 });
const school2 = counts({ done: 1, notStarted: 1, notTakingPart: 4, timeSpentSeconds: 40 });
const district = counts({ done: 3, waived: 1, inProgress: 3, notStarted: 5, notTakingPart: 6, timeSpentSeconds: 220 });
/** The ended group's one activity: nobody at school 1 touched it (p04 takes part in it). */
const endedAtSchool1 = counts({ notStarted: 6 });

beforeAll(async () => {
  t = await buildTestApp();
  d = await taskAdminDistrict();
  [areaAdmin, schoolAdmin, teacher, headTeacher, researcher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, d.people.schoolAdmin),
    clientOf(t, d.people.teacher),
    clientOf(t, d.people.headTeacher),
    clientOf(t, d.people.researcher),
  ]);
});

const head = (group: { id: number; name: string; startTime: Date; endTime: Date | null }) => ({
  tgiId: group.id,
  tgiName: group.name,
  tgiStartTime: formatDateTime(group.startTime),
  tgiEndTime: group.endTime && formatDateTime(group.endTime),
});

describe('the admin task calls: session and role', () => {
  it.each(calls)('%s needs a session (401)', async (_name, route) => {
    const payload = route.method === 'POST' ? {} : undefined;
    expect((await t.app.inject({ method: route.method, url: route.path, payload })).statusCode).toBe(401);
  });

  it.each(calls)('%s is refused to students, parents and roles that do not read progress (403)', async (...call) => {
    const [, route, inputOf] = call;
    const input = inputOf(d);
    const content = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin, regionId: d.district.id }] });
    for (const user of [await createStudent(), await createParent(), content]) {
      expect((await send(await clientOf(t, user), route, input)).statusCode).toBe(403);
    }
  });

  it.each(calls)('%s answers every role that reads progress', async (...call) => {
    const [, route, inputOf] = call;
    const input = inputOf(d);
    for (const client of [areaAdmin, schoolAdmin, teacher, researcher]) {
      expect(await dataOf(client, route, input)).toBeDefined();
    }
  });
});

describe('getTaskInfoListByCondition', () => {
  const list = (client: Client, input: Record<string, string | number> = {}) =>
    dataOf(client, taskInfo.getTaskInfoListByCondition, input);

  it('lists the task groups of the scope, newest start first, with their state and figures', async () => {
    expect(await list(areaAdmin)).toEqual({
      records: [
        { ...head(d.upcoming), state: 'notStarted', activityNum: 0, counts: counts({}) },
        { ...head(d.group), state: 'inProgress', activityNum: 2, counts: district },
        { ...head(d.ended), state: 'ended', activityNum: 1, counts: endedAtSchool1 },
      ],
      total: 3,
    });
  });

  it('gives each role the figures of its own scope', async () => {
    const figures = async (client: Client) =>
      (await list(client, { state: 'inProgress' })).records.map((row) => row.counts);
    expect(await figures(schoolAdmin)).toEqual([school1]);
    expect(await figures(headTeacher)).toEqual([class2]);
    expect(await figures(researcher)).toEqual([district]);
  });

  it('filters by name, state and period, and pages', async () => {
    const ids = async (input: Record<string, string | number>) =>
      (await list(schoolAdmin, input)).records.map((row) => row.tgiId);
    expect(await ids({ tgiName: '秋季' })).toEqual([d.group.id]);
    expect(await ids({ state: 'ended' })).toEqual([d.ended.id]);
    const daysAgo = (days: number) => formatDateTime(new Date(Date.now() - days * DAY_MS));
    expect(await ids({ startTime: daysAgo(50), endTime: daysAgo(40) })).toEqual([d.ended.id]);
    expect(await ids({ startTime: daysAgo(20) })).toEqual([d.upcoming.id, d.group.id]);
    expect(await ids({ startTime: daysAgo(1), endTime: daysAgo(40) })).toEqual([]);
    const page = await list(schoolAdmin, { pageIndex: 2, pageSize: 1 });
    expect(page.records.map((row) => row.tgiId)).toEqual([d.group.id]);
    expect(page.total).toBe(3);
  });

  it('agrees with progressDetail for every role', async () => {
    for (const client of [areaAdmin, schoolAdmin, teacher, headTeacher, researcher]) {
      for (const row of (await list(client)).records) {
        expect(row.counts).toEqual((await detailOf(client, { taskGroupId: row.tgiId })).totals);
      }
    }
  });

  it('refuses wrong types and huge pages with the validation failure', async () => {
    const code = async (input: Record<string, string | number>) =>
      (await refusalOf(areaAdmin, taskInfo.getTaskInfoListByCondition, input)).code;
    expect(await code({ pageSize: 1000 })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ state: 'running' })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ startTime: '2026-13-01 00:00:00' })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ pageIndex: 'first' })).toBe(ErrorCode.ValidationFailed);
  });
});

describe('listTaskGroupByArea', () => {
  const byArea = (client: Client, input: Record<string, string | number> = {}) =>
    dataOf(client, taskInfo.listTaskGroupByArea, input);

  it('gives an area admin each running group with its figures per school of the district', async () => {
    expect(await byArea(areaAdmin, { state: 'inProgress' })).toEqual({
      records: [
        {
          ...head(d.group),
          state: 'inProgress',
          activityNum: 2,
          totals: district,
          units: [
            { kind: 'school', id: d.school1.id, name: 'A实验学校', counts: school1 },
            { kind: 'school', id: d.school2.id, name: 'B实验学校', counts: school2 },
          ],
        },
      ],
      total: 1,
    });
  });

  it('splits a school admin’s figures by grade and gives a head teacher their class as the one unit', async () => {
    const [forSchool] = (await byArea(schoolAdmin, { state: 'inProgress' })).records;
    expect(forSchool?.units).toEqual([{ kind: 'grade', id: d.class1.gradeId, name: gradeName(7), counts: school1 }]);
    const [forClass] = (await byArea(headTeacher, { state: 'inProgress' })).records;
    expect(forClass).toMatchObject({ totals: class2 });
    expect(forClass?.units).toEqual([{ kind: 'class', id: d.class2.id, name: '2班', counts: class2 }]);
  });

  it('agrees with progressDetail at the root of every role', async () => {
    for (const client of [areaAdmin, schoolAdmin, teacher, headTeacher, researcher]) {
      for (const row of (await byArea(client)).records) {
        const detail = await detailOf(client, { taskGroupId: row.tgiId, pageSize: 100 });
        expect(row.totals).toEqual(detail.totals);
        if (detail.rowKind !== 'student') expect(row.units).toEqual(detail.groups);
      }
    }
  });

  it('refuses pages of more than 20 groups', async () => {
    const refusal = await refusalOf(areaAdmin, taskInfo.listTaskGroupByArea, { pageSize: 21 });
    expect(refusal.code).toBe(ErrorCode.ValidationFailed);
  });
});

/** What adds up from group to group; participants and the rate follow from them. */
const TALLY_KEYS = ['done', 'waived', 'inProgress', 'notStarted', 'notTakingPart', 'timeSpentSeconds'] as const;

describe('taskInfoOverview', () => {
  it('counts the running groups of the scope, their activities and their figures', async () => {
    expect(await dataOf(areaAdmin, taskInfo.taskInfoOverview)).toEqual({
      taskGroupNum: 1,
      activityNum: 2,
      totals: district,
    });
    expect((await dataOf(headTeacher, taskInfo.taskInfoOverview)).totals).toEqual(class2);
  });

  it('sums progressDetail over the running groups', async () => {
    for (const client of [areaAdmin, schoolAdmin, teacher, headTeacher]) {
      const running = (await dataOf(client, taskInfo.getTaskInfoListByCondition, { state: 'inProgress' })).records;
      const details = await Promise.all(running.map((row) => detailOf(client, { taskGroupId: row.tgiId })));
      const sum = (key: (typeof TALLY_KEYS)[number]) =>
        details.reduce((total, detail) => total + detail.totals[key], 0);
      const summed = counts(Object.fromEntries(TALLY_KEYS.map((key) => [key, sum(key)])));
      expect((await dataOf(client, taskInfo.taskInfoOverview)).totals).toEqual(summed);
    }
  });

  it('sums every running group of the scope, and gives a scope without one zeros', async () => {
    const admin = (schoolId: number) => createUser({ roles: [{ roleCode: RoleCode.schoolAdmin, schoolId }] });
    // School 3's grade plan holds both running groups: p11 done on one activity of three.
    const otherSchool = await clientOf(t, await admin(d.school3.id));
    expect(await dataOf(otherSchool, taskInfo.taskInfoOverview)).toEqual({
      taskGroupNum: 2,
      activityNum: 3,
      totals: counts({ done: 1, notStarted: 2, timeSpentSeconds: 60 }),
    });
    const emptySchool = await clientOf(t, await admin((await createSchool()).id));
    expect(await dataOf(emptySchool, taskInfo.taskInfoOverview)).toEqual({
      taskGroupNum: 0,
      activityNum: 0,
      totals: counts({}),
    });
  });
});
