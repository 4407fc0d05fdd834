import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, gradeName, RoleCode, type ApiRoute } from '@pingjia/contract';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { createAreaAdmin, createParent, createStudent, createTeacher, createUser } from '../../test/factories.js';
import { progressDistrict } from './test-district.js';
import { clientOf, counts, detailOf, type Client } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;

const calls: [string, ApiRoute][] = Object.entries(api.progress);

/** The figures of the data set (see test-district.ts), pairs of two activities. */
const class1 = counts({ done: 2, waived: 1, inProgress: 1, notStarted: 2, notTakingPart: 2, timeSpentSeconds: 180 });
const class2 = counts({ inProgress: 2, notStarted: 2 });
const school1 = counts({ done: 2, waived: 1, inProgress: 3, notStarted: 4, notTakingPart: 2, timeSpentSeconds: 180 });
const school2 = counts({ done: 1, notStarted: 1, notTakingPart: 4, timeSpentSeconds: 40 });
const district = counts({ done: 3, waived: 1, inProgress: 3, notStarted: 5, notTakingPart: 6, timeSpentSeconds: 220 });

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

describe('progress calls: session and role', () => {
  it.each(calls)('%s needs a session (401)', async (_name, route) => {
    const payload = route.method === 'POST' ? {} : undefined;
    expect((await t.app.inject({ method: route.method, url: route.path, payload })).statusCode).toBe(401);
  });

  it.each(calls)('%s is refused to students and parents (403)', async (_name, route) => {
    for (const user of [await createStudent(), await createParent()]) {
      const client = await clientOf(t, user);
      const input = { taskGroupId: d.group.id };
      const response = route.method === 'GET' ? await client.get(route.path) : await client.post(route.path, input);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('getDropdownBox and getUserTypeList', () => {
  it('lists the task groups grades in scope take part in, with their activities in order', async () => {
    const expected = {
      taskGroups: [
        {
          tgiId: d.group.id,
          tgiName: '秋季评价',
          startTime: expect.any(String) as string,
          endTime: expect.any(String) as string,
          activities: [
            { activityId: d.a1.id, activityName: '我的成长', kind: 'activity' },
            { activityId: d.a2.id, activityName: '劳动实践', kind: 'activity' },
          ],
        },
      ],
    };
    for (const client of [areaAdmin, teacher]) {
      expect(body(await client.post(api.progress.getDropdownBox.path, {})).data).toEqual(expected);
    }
  });

  it('gives the user types that answer', async () => {
    expect(body(await teacher.get(api.progress.getUserTypeList.path)).data).toEqual([{ userType: 1, key: 'student' }]);
  });
});

describe('progressDetail: an area admin drills from the district to a student', () => {
  const grade = () => ({ kind: 'grade' as const, id: d.class1.gradeId, name: gradeName(7) });
  const school = () => ({ kind: 'school' as const, id: d.school1.id, name: 'A实验学校' });

  it('starts at the district: its schools, in name order, with exact figures', async () => {
    expect(await detailOf(areaAdmin, { taskGroupId: d.group.id })).toEqual({
      path: [],
      rowKind: 'school',
      totals: district,
      groups: [
        { kind: 'school', id: d.school1.id, name: 'A实验学校', counts: school1 },
        { kind: 'school', id: d.school2.id, name: 'B实验学校', counts: school2 },
      ],
      students: [],
      total: 2,
    });
    expect(district.completionRate).toBe(0.25);
  });

  it('opens a school (its grades in the plan), a grade (its classes) and a class (its students)', async () => {
    const bySchool = await detailOf(areaAdmin, { taskGroupId: d.group.id, node: node('school', d.school1) });
    expect(bySchool).toMatchObject({ path: [school()], rowKind: 'grade', totals: school1, total: 1 });
    expect(bySchool.groups).toEqual([{ ...grade(), counts: school1 }]);

    const byGrade = await detailOf(areaAdmin, { taskGroupId: d.group.id, node: node('grade', grade()) });
    expect(byGrade).toMatchObject({ path: [school(), grade()], rowKind: 'class', totals: school1 });
    expect(byGrade.groups).toEqual([
      { kind: 'class', id: d.class1.id, name: '1班', counts: class1 },
      { kind: 'class', id: d.class2.id, name: '2班', counts: class2 },
    ]);

    const byClass = await detailOf(areaAdmin, { taskGroupId: d.group.id, node: node('class', d.class1) });
    expect(byClass).toMatchObject({ rowKind: 'student', totals: class1, groups: [], total: 4 });
    expect(byClass.path).toEqual([school(), grade(), { kind: 'class', id: d.class1.id, name: '1班' }]);
    expect(byClass.students).toEqual([
      {
        studentId: d.students.p1.id,
        userName: '学生p01',
        loginName: 'p01',
        className: '1班',
        status: 'done',
        counts: counts({ done: 2, timeSpentSeconds: 150 }),
        finishedAt: '2026-03-03 10:00:00',
      },
      {
        studentId: d.students.p2.id,
        userName: '学生p02',
        loginName: 'p02',
        className: '1班',
        status: 'inProgress',
        counts: counts({ waived: 1, inProgress: 1, timeSpentSeconds: 30 }),
        finishedAt: '2026-03-02 10:00:00',
      },
      {
        studentId: d.students.p3.id,
        userName: '学生p03',
        loginName: 'p03',
        className: '1班',
        status: 'notStarted',
        counts: counts({ notStarted: 2 }),
        finishedAt: null,
      },
      {
        studentId: d.students.p4.id,
        userName: '学生p04',
        loginName: 'p04',
        className: '1班',
        status: 'notTakingPart',
        counts: counts({ notTakingPart: 2 }),
        finishedAt: null,
      },
    ]);
  });

  it('counts one activity when one is chosen', async () => {
    const detail = await detailOf(areaAdmin, { taskGroupId: d.group.id, activityId: d.a1.id });
    expect(detail.totals).toEqual(
      counts({ done: 2, waived: 1, inProgress: 1, notStarted: 2, notTakingPart: 3, timeSpentSeconds: 140 }),
    );
  });

  it('pages the students and filters them by status and keyword', async () => {
    const input = { taskGroupId: d.group.id, node: node('class', d.class1) };
    const page = await detailOf(areaAdmin, { ...input, pageIndex: 2, pageSize: 2 });
    expect(page.students.map((row) => row.loginName)).toEqual(['p03', 'p04']);
    expect(page.total).toBe(4);
    const notStarted = await detailOf(areaAdmin, { ...input, status: 'notStarted' });
    expect(notStarted.students.map((row) => row.loginName)).toEqual(['p03']);
    expect(notStarted).toMatchObject({ total: 1, totals: class1 });
    const named = await detailOf(areaAdmin, { ...input, keyword: '学生P02' });
    expect(named.students.map((row) => row.loginName)).toEqual(['p02']);
  });

  it('starts a city-wide area admin at their city: its districts that have schools', async () => {
    const cityId = d.district.parentId ?? 0;
    const cityAdmin = await clientOf(t, await createAreaAdmin({ regionId: cityId }));
    const root = await detailOf(cityAdmin, { taskGroupId: d.group.id });
    expect(root).toMatchObject({ path: [], rowKind: 'region', totals: district, total: 1 });
    expect(root.groups).toEqual([{ kind: 'region', id: d.district.id, name: '西湖区', counts: district }]);
    const bySchool = await detailOf(cityAdmin, { taskGroupId: d.group.id, node: node('school', d.school2) });
    expect(bySchool.path).toEqual([
      { kind: 'region', id: d.district.id, name: '西湖区' },
      { kind: 'school', id: d.school2.id, name: 'B实验学校' },
    ]);
  });

  it('lists the provinces when the granted regions share no ancestor', async () => {
    const grants = [d.district, d.otherDistrict].map((region) => ({
      roleCode: RoleCode.areaAdmin,
      regionId: region.id,
    }));
    const client = await clientOf(t, await createUser({ roles: grants }));
    const root = await detailOf(client, { taskGroupId: d.group.id });
    expect(root).toMatchObject({ path: [], rowKind: 'region', total: 2 });
    expect(root.groups.map((row) => row.counts)).toEqual([
      district,
      counts({ done: 1, notStarted: 1, timeSpentSeconds: 60 }),
    ]);
  });

  it('gives an area teaching researcher the same figures, read only', async () => {
    const researcher = await clientOf(t, d.people.researcher);
    expect((await detailOf(researcher, { taskGroupId: d.group.id })).totals).toEqual(district);
  });
});

describe('progressDetail: each role sees its own scope', () => {
  it('gives a school admin their school, grade by grade', async () => {
    expect(await detailOf(schoolAdmin, { taskGroupId: d.group.id })).toEqual({
      path: [],
      rowKind: 'grade',
      totals: school1,
      groups: [{ kind: 'grade', id: d.class1.gradeId, name: gradeName(7), counts: school1 }],
      students: [],
      total: 1,
    });
  });

  it('gives a teacher the students of their class', async () => {
    const detail = await detailOf(teacher, { taskGroupId: d.group.id });
    expect(detail).toMatchObject({ path: [], rowKind: 'student', totals: class1, total: 4 });
  });

  it('gives a head teacher the students of their class', async () => {
    const head = await clientOf(t, d.people.headTeacher);
    const detail = await detailOf(head, { taskGroupId: d.group.id });
    expect(detail).toMatchObject({ rowKind: 'student', totals: class2 });
    expect(detail.students.map((row) => [row.loginName, row.status])).toEqual([
      ['p06', 'inProgress'],
      ['p07', 'notStarted'],
    ]);
  });

  it('shows a teacher of several grades only their own classes', async () => {
    const grant = (classId: number) => ({ roleCode: RoleCode.teacher, schoolId: d.school1.id, classId });
    const user = await createTeacher({ schoolId: d.school1.id, roles: [grant(d.class1.id), grant(d.class8.id)] });
    const client = await clientOf(t, user);
    const root = await detailOf(client, { taskGroupId: d.group.id });
    expect(root).toMatchObject({ path: [], rowKind: 'grade', totals: class1 });
    const byGrade = await detailOf(client, { taskGroupId: d.group.id, node: node('grade', { id: d.class1.gradeId }) });
    expect(byGrade.groups).toEqual([{ kind: 'class', id: d.class1.id, name: '1班', counts: class1 }]);
  });
});

describe('progressDetail: out of scope answers like missing', () => {
  async function refusal(client: Client, input: object) {
    const { code, message, data } = body(await client.post(api.progress.progressDetail.path, input));
    return { code, message, data };
  }
  const missing = () => refusal(schoolAdmin, { taskGroupId: d.group.id, node: { kind: 'school', id: 987_654 } });

  it.each([
    ['another school', () => refusal(schoolAdmin, { taskGroupId: d.group.id, node: node('school', d.school2) })],
    [
      'the district above the school',
      () => refusal(schoolAdmin, { taskGroupId: d.group.id, node: node('region', d.district) }),
    ],
    [
      'a class of another district',
      () => refusal(areaAdmin, { taskGroupId: d.group.id, node: node('class', d.class4) }),
    ],
    ['another class of the school', () => refusal(teacher, { taskGroupId: d.group.id, node: node('class', d.class2) })],
    ['a task group of another district', () => refusal(areaAdmin, { taskGroupId: d.otherGroup.id })],
  ])('%s', async (_name, ask) => {
    const answer = await ask();
    expect(answer.code).toBe(ErrorCode.NotFound);
    expect(answer).toEqual(await missing());
  });
});

describe('progressDetail: bad input', () => {
  const code = async (input: object) => body(await areaAdmin.post(api.progress.progressDetail.path, input)).code;

  it('refuses unknown task groups and activities of another group', async () => {
    expect(await code({ taskGroupId: 987_654 })).toBe(ErrorCode.NotFound);
    expect(await code({ taskGroupId: d.group.id, activityId: 987_654 })).toBe(ErrorCode.NotFound);
    expect(await code({ taskGroupId: d.otherGroup.id, activityId: d.a1.id })).toBe(ErrorCode.NotFound);
  });

  it('refuses wrong types and huge pages with the validation failure', async () => {
    expect(await code({ taskGroupId: d.group.id, pageSize: 1000 })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ taskGroupId: 'abc' })).toBe(ErrorCode.ValidationFailed);
    expect(await code({})).toBe(ErrorCode.ValidationFailed);
    expect(await code({ taskGroupId: d.group.id, node: { kind: 'planet', id: 1 } })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ taskGroupId: d.group.id, status: 'finished' })).toBe(ErrorCode.ValidationFailed);
  });
});
