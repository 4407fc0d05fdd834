import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, gradeName, type ApiRoute } from '@pingjia/contract';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { clientOf, counts, detailOf, type Client } from '../progress/test-support.js';
import { dataOf, refusalOf, taskAdminDistrict } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof taskAdminDistrict>>;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;

const { taskInfo } = api;
type Input = Record<string, string | number>;

beforeAll(async () => {
  t = await buildTestApp();
  d = await taskAdminDistrict();
  [areaAdmin, schoolAdmin, teacher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, d.people.schoolAdmin),
    clientOf(t, d.people.teacher),
  ]);
});

const a1Name = { activityId: 0, activityName: '我的成长', kind: 'activity', sort: 1 };
const a2Name = { activityId: 0, activityName: '劳动实践', kind: 'activity', sort: 2 };

/** What every call of this file answers for a group, school or id out of scope: the missing answer. */
async function expectMissing(route: ApiRoute) {
  const missing = await refusalOf(areaAdmin, route, { tgiId: 987_654 });
  expect(missing.code).toBe(ErrorCode.NotFound);
  const outside: [Client, Input][] = [
    [areaAdmin, { tgiId: d.otherGroup.id }],
    [schoolAdmin, { tgiId: d.group.id, schoolId: d.school2.id }],
    [areaAdmin, { tgiId: d.group.id, schoolId: d.school3.id }],
  ];
  for (const [client, input] of outside) expect(await refusalOf(client, route, input)).toEqual(missing);
}

async function expectValidation(route: ApiRoute) {
  const code = async (input: Input) => (await refusalOf(schoolAdmin, route, input)).code;
  expect(await code({})).toBe(ErrorCode.ValidationFailed);
  expect(await code({ tgiId: 'autumn' })).toBe(ErrorCode.ValidationFailed);
  expect(await code({ tgiId: -3 })).toBe(ErrorCode.ValidationFailed);
}

describe('getTaskNameListById', () => {
  it('names the activities of a group of the scope, in order', async () => {
    expect(await dataOf(teacher, taskInfo.getTaskNameListById, { tgiId: d.group.id })).toEqual([
      { ...a1Name, activityId: d.a1.id },
      { ...a2Name, activityId: d.a2.id },
    ]);
    expect(await dataOf(schoolAdmin, taskInfo.getTaskNameListById, { tgiId: d.upcoming.id })).toEqual([]);
  });

  it('answers a group out of scope like a missing one', async () => {
    const missing = await refusalOf(areaAdmin, taskInfo.getTaskNameListById, { tgiId: 987_654 });
    expect(missing.code).toBe(ErrorCode.NotFound);
    expect(await refusalOf(areaAdmin, taskInfo.getTaskNameListById, { tgiId: d.otherGroup.id })).toEqual(missing);
  });

  it('refuses a missing or malformed id with the validation failure', () =>
    expectValidation(taskInfo.getTaskNameListById));
});

describe('getActivityBySchoolAdmin', () => {
  const activities = (client: Client, input: Input) => dataOf(client, taskInfo.getActivityBySchoolAdmin, input);

  it('gives each activity its figures over the district, or over the school named', async () => {
    expect(await activities(areaAdmin, { tgiId: d.group.id })).toEqual([
      {
        ...a1Name,
        activityId: d.a1.id,
        counts: counts({ done: 2, waived: 1, inProgress: 1, notStarted: 2, notTakingPart: 3, timeSpentSeconds: 140 }),
      },
      {
        ...a2Name,
        activityId: d.a2.id,
        counts: counts({ done: 1, inProgress: 2, notStarted: 3, notTakingPart: 3, timeSpentSeconds: 80 }),
      },
    ]);
    const school2 = await activities(areaAdmin, { tgiId: d.group.id, schoolId: d.school2.id });
    expect(school2.map((row) => row.counts)).toEqual([
      counts({ done: 1, notTakingPart: 2, timeSpentSeconds: 40 }),
      counts({ notStarted: 1, notTakingPart: 2 }),
    ]);
  });

  it('agrees with progressDetail for each activity and role', async () => {
    for (const client of [areaAdmin, schoolAdmin, teacher]) {
      for (const row of await activities(client, { tgiId: d.group.id })) {
        const detail = await detailOf(client, { taskGroupId: d.group.id, activityId: row.activityId });
        expect(row.counts).toEqual(detail.totals);
      }
    }
  });

  it('answers a group or school out of scope like a missing one', () =>
    expectMissing(taskInfo.getActivityBySchoolAdmin));

  it('refuses a missing or malformed id with the validation failure', () =>
    expectValidation(taskInfo.getActivityBySchoolAdmin));
});

describe('getGradeBySchoolAdmin', () => {
  const grades = (client: Client, input: Input) => dataOf(client, taskInfo.getGradeBySchoolAdmin, input);
  const seventh = (school: { id: number; organizationName: string }) => ({
    gradeName: gradeName(7),
    gradeLevel: 7,
    schoolId: school.id,
    schoolName: school.organizationName,
  });

  it('lists the grades whose plan holds the group, school by school, with their classes in scope', async () => {
    expect(await grades(areaAdmin, { tgiId: d.group.id })).toEqual([
      {
        gradeId: d.class1.gradeId,
        ...seventh(d.school1),
        classes: [
          { classId: d.class1.id, className: '1班' },
          { classId: d.class2.id, className: '2班' },
        ],
      },
      { gradeId: d.class3.gradeId, ...seventh(d.school2), classes: [{ classId: d.class3.id, className: '1班' }] },
    ]);
    const ended = await grades(areaAdmin, { tgiId: d.ended.id });
    expect(ended.map((grade) => grade.gradeId)).toEqual([d.class1.gradeId]);
    const named = await grades(areaAdmin, { tgiId: d.group.id, schoolId: d.school2.id });
    expect(named.map((grade) => grade.gradeId)).toEqual([d.class3.gradeId]);
    // A school of the scope whose grades do not take part is no refusal: it has none to list.
    expect(await grades(areaAdmin, { tgiId: d.ended.id, schoolId: d.school2.id })).toEqual([]);
  });

  it('gives a teacher only their class', async () => {
    expect(await grades(teacher, { tgiId: d.group.id })).toEqual([
      { gradeId: d.class1.gradeId, ...seventh(d.school1), classes: [{ classId: d.class1.id, className: '1班' }] },
    ]);
  });

  it('answers a group or school out of scope like a missing one', () => expectMissing(taskInfo.getGradeBySchoolAdmin));

  it('refuses a missing or malformed id with the validation failure', () =>
    expectValidation(taskInfo.getGradeBySchoolAdmin));
});
