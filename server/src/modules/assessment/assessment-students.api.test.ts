import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { createTeacher } from '../../test/factories.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, counts, detailOf, type Client } from '../progress/test-support.js';
import { dataOf, refusalOf } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let teacher: Client;

const a = api.assessment;

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  [areaAdmin, teacher] = await Promise.all([clientOf(t, d.people.areaAdmin), clientOf(t, d.people.teacher)]);
});

const class1 = () => ({ kind: 'class' as const, id: d.class1.id });

describe('userList', () => {
  it("lists a class's students with progressDetail's rows, paged", async () => {
    const query = { taskGroupId: d.group.id, node: class1() };
    const list = await dataOf(areaAdmin, a.userList, query);
    const detail = await detailOf(areaAdmin, query);
    expect(list).toEqual({ path: detail.path, rows: detail.students, total: 4 });
    const second = await dataOf(areaAdmin, a.userList, { ...query, pageIndex: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, rows: [{ loginName: 'p04', status: 'notTakingPart' }] });
  });

  it('filters by keyword and state, on one activity', async () => {
    const query = { taskGroupId: d.group.id, activityId: d.a1.id, node: class1() };
    const waived = await dataOf(areaAdmin, a.userList, { ...query, status: 'waived' });
    expect(waived.rows.map((row) => row.loginName)).toEqual(['p02']);
    const named = await dataOf(areaAdmin, a.userList, { ...query, keyword: 'P03' });
    expect(named).toMatchObject({ total: 1, rows: [{ loginName: 'p03', status: 'notStarted' }] });
  });

  it("starts at a teacher's own class", async () => {
    const list = await dataOf(teacher, a.userList, { taskGroupId: d.group.id });
    expect(list.rows.map((row) => row.loginName)).toEqual(['p01', 'p02', 'p03', 'p04']);
  });

  it('asks for a class when the node lists units', async () => {
    const answer = await refusalOf(areaAdmin, a.userList, { taskGroupId: d.group.id });
    expect(answer).toMatchObject({ code: ErrorCode.NotAllowed, message: '请先选择一个班级' });
  });

  it('answers another class like a missing one, and refuses huge pages', async () => {
    const missing = await refusalOf(teacher, a.userList, {
      taskGroupId: d.group.id,
      node: { kind: 'class', id: 987_654 },
    });
    const other = await refusalOf(teacher, a.userList, {
      taskGroupId: d.group.id,
      node: { kind: 'class', id: d.class2.id },
    });
    expect(other).toEqual(missing);
    expect(missing.code).toBe(ErrorCode.NotFound);
    const huge = await refusalOf(areaAdmin, a.userList, { taskGroupId: d.group.id, node: class1(), pageSize: 1000 });
    expect(huge.code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('userDetail', () => {
  it("gives one student's state and time on each activity", async () => {
    const detail = await dataOf(areaAdmin, a.userDetail, { taskGroupId: d.group.id, studentId: d.students.p2.id });
    expect(detail).toEqual({
      student: { studentId: d.students.p2.id, userName: '学生p02', loginName: 'p02', className: '1班' },
      status: 'inProgress',
      counts: counts({ waived: 1, inProgress: 1, timeSpentSeconds: 30 }),
      activities: [
        {
          activityId: d.a1.id,
          activityName: '我的成长',
          kind: 'activity',
          status: 'waived',
          timeSpentSeconds: 0,
          finishedAt: '2026-03-02 10:00:00',
        },
        {
          activityId: d.a2.id,
          activityName: '劳动实践',
          kind: 'activity',
          status: 'inProgress',
          timeSpentSeconds: 30,
          finishedAt: null,
        },
      ],
    });
  });

  it('agrees with the student list', async () => {
    const list = await dataOf(teacher, a.userList, { taskGroupId: d.group.id });
    for (const row of list.rows) {
      const detail = await dataOf(teacher, a.userDetail, { taskGroupId: d.group.id, studentId: row.studentId });
      expect([detail.status, detail.counts]).toEqual([row.status, row.counts]);
    }
  });

  it('answers a student out of scope, disabled, or not a student like a missing one', async () => {
    const ask = (client: Client, studentId: number) =>
      refusalOf(client, a.userDetail, { taskGroupId: d.group.id, studentId });
    const missing = await ask(areaAdmin, 987_654);
    expect(missing.code).toBe(ErrorCode.NotFound);
    const staff = await createTeacher({ schoolId: d.school1.id });
    for (const answer of [
      await ask(teacher, d.students.p6.id),
      await ask(areaAdmin, d.students.p11.id),
      await ask(areaAdmin, d.students.p5.id),
      await ask(areaAdmin, d.students.p12.id),
      await ask(areaAdmin, staff.id),
    ]) {
      expect(answer).toEqual(missing);
    }
  });

  it('refuses a task group out of scope and wrong types', async () => {
    const foreign = await refusalOf(areaAdmin, a.userDetail, {
      taskGroupId: d.otherGroup.id,
      studentId: d.students.p1.id,
    });
    expect(foreign.code).toBe(ErrorCode.NotFound);
    const wrong = await refusalOf(areaAdmin, a.userDetail, { taskGroupId: d.group.id, studentId: 'p01' });
    expect(wrong.code).toBe(ErrorCode.ValidationFailed);
  });
});
