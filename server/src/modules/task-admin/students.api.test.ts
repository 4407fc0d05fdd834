import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, gradeName, RoleCode, TaskState } from '@pingjia/contract';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { createTeacher } from '../../test/factories.js';
import { setTaskState } from '../evaluation/test-factories.js';
import { progressDistrict } from '../progress/test-district.js';
import { clientOf, counts, detailOf, type Client } from '../progress/test-support.js';
import { dataOf, refusalOf } from './test-support.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof progressDistrict>>;
let areaAdmin: Client;
let schoolAdmin: Client;
let teacher: Client;
let headTeacher: Client;

const { taskInfo } = api;

beforeAll(async () => {
  t = await buildTestApp();
  d = await progressDistrict();
  [areaAdmin, schoolAdmin, teacher, headTeacher] = await Promise.all([
    clientOf(t, d.people.areaAdmin),
    clientOf(t, d.people.schoolAdmin),
    clientOf(t, d.people.teacher),
    clientOf(t, d.people.headTeacher),
  ]);
});

type Input = Record<string, string | number>;

describe('listSubmitStudent', () => {
  const submitted = (client: Client, input: Input) => dataOf(client, taskInfo.listSubmitStudent, input);

  it('lists who handed the activity in (done or waived) with the time, never those not taking part', async () => {
    expect(await submitted(teacher, { classId: d.class1.id, activityId: d.a1.id })).toEqual({
      records: [
        {
          studentId: d.students.p1.id,
          userName: '学生p01',
          loginName: 'p01',
          status: 'done',
          finishedAt: '2026-03-02 10:00:00',
          timeSpentSeconds: 100,
        },
        {
          studentId: d.students.p2.id,
          userName: '学生p02',
          loginName: 'p02',
          status: 'waived',
          finishedAt: '2026-03-02 10:00:00',
          timeSpentSeconds: 0,
        },
      ],
      total: 2,
    });
    const other = await submitted(areaAdmin, { classId: d.class3.id, activityId: d.a1.id });
    expect(other.records.map((row) => [row.loginName, row.timeSpentSeconds])).toEqual([['p10', 40]]);
  });

  it('agrees with progressDetail’s rows of the class for the activity', async () => {
    for (const activity of [d.a1, d.a2]) {
      const input = { classId: d.class1.id, activityId: activity.id, pageSize: 100 };
      const detail = await detailOf(schoolAdmin, {
        taskGroupId: d.group.id,
        activityId: activity.id,
        node: { kind: 'class', id: d.class1.id },
      });
      const handedIn = detail.students.filter((row) => row.status === 'done' || row.status === 'waived');
      const listed = (await submitted(schoolAdmin, input)).records;
      expect(listed.map((row) => [row.studentId, row.status, row.finishedAt]).sort()).toEqual(
        handedIn.map((row) => [row.studentId, row.status, row.finishedAt]).sort(),
      );
    }
  });

  it('answers a class or activity out of scope like a missing one', async () => {
    const missing = await refusalOf(teacher, taskInfo.listSubmitStudent, { classId: 987_654, activityId: d.a1.id });
    expect(missing.code).toBe(ErrorCode.NotFound);
    const outside: [Client, Input][] = [
      [teacher, { classId: d.class2.id, activityId: d.a1.id }],
      [headTeacher, { classId: d.class1.id, activityId: d.a1.id }],
      [areaAdmin, { classId: d.class4.id, activityId: d.a1.id }],
      [schoolAdmin, { classId: d.class3.id, activityId: d.a1.id }],
      [teacher, { classId: d.class1.id, activityId: 987_654 }],
    ];
    for (const [client, input] of outside) {
      expect(await refusalOf(client, taskInfo.listSubmitStudent, input)).toEqual(missing);
    }
  });

  it('refuses wrong types and huge pages with the validation failure', async () => {
    const code = async (input: Input) => (await refusalOf(teacher, taskInfo.listSubmitStudent, input)).code;
    expect(await code({ classId: d.class1.id })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ classId: 'one', activityId: d.a1.id })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ classId: d.class1.id, activityId: d.a1.id, pageSize: 1000 })).toBe(ErrorCode.ValidationFailed);
  });
});

describe('getUserBySchoolAdmin', () => {
  const students = (client: Client, input: Input) =>
    dataOf(client, taskInfo.getUserBySchoolAdmin, { tgiId: d.group.id, ...input });
  const logins = async (client: Client, input: Input) =>
    (await students(client, input)).records.map((row) => row.loginName);
  const on = (a1: string, a2: string) => [
    { activityId: d.a1.id, status: a1 },
    { activityId: d.a2.id, status: a2 },
  ];

  it('lists a school admin’s students with their figures and their state on each activity', async () => {
    const reply = await students(schoolAdmin, {});
    expect(reply.activities).toEqual([
      { activityId: d.a1.id, activityName: '我的成长', kind: 'activity', sort: 1 },
      { activityId: d.a2.id, activityName: '劳动实践', kind: 'activity', sort: 2 },
    ]);
    expect(reply.total).toBe(6);
    expect(reply.totals).toEqual(
      counts({ done: 2, waived: 1, inProgress: 3, notStarted: 4, notTakingPart: 2, timeSpentSeconds: 180 }),
    );
    const seventh = { gradeName: gradeName(7), className: '1班' };
    expect(reply.records.slice(0, 4)).toEqual([
      {
        studentId: d.students.p1.id,
        userName: '学生p01',
        loginName: 'p01',
        ...seventh,
        status: 'done',
        counts: counts({ done: 2, timeSpentSeconds: 150 }),
        finishedAt: '2026-03-03 10:00:00',
        activities: on('done', 'done'),
      },
      {
        studentId: d.students.p2.id,
        userName: '学生p02',
        loginName: 'p02',
        ...seventh,
        status: 'inProgress',
        counts: counts({ waived: 1, inProgress: 1, timeSpentSeconds: 30 }),
        finishedAt: '2026-03-02 10:00:00',
        activities: on('waived', 'inProgress'),
      },
      {
        studentId: d.students.p3.id,
        userName: '学生p03',
        loginName: 'p03',
        ...seventh,
        status: 'notStarted',
        counts: counts({ notStarted: 2 }),
        finishedAt: null,
        activities: on('notStarted', 'notStarted'),
      },
      {
        studentId: d.students.p4.id,
        userName: '学生p04',
        loginName: 'p04',
        ...seventh,
        status: 'notTakingPart',
        counts: counts({ notTakingPart: 2 }),
        finishedAt: null,
        activities: on('notTakingPart', 'notTakingPart'),
      },
    ]);
    expect(reply.records.slice(4).map((row) => [row.loginName, row.className, row.activities])).toEqual([
      ['p06', '2班', on('inProgress', 'inProgress')],
      ['p07', '2班', on('notStarted', 'notStarted')],
    ]);
  });

  it('keeps those with an activity not started, those of a standing, a grade, a class or a name', async () => {
    expect(await logins(schoolAdmin, { activityStatus: 'notStarted' })).toEqual(['p03', 'p07']);
    expect(await logins(schoolAdmin, { status: 'inProgress' })).toEqual(['p02', 'p06']);
    expect(await logins(schoolAdmin, { gradeId: d.class1.gradeId, classId: d.class2.id })).toEqual(['p06', 'p07']);
    expect(await logins(schoolAdmin, { keyword: '学生P0', pageIndex: 2, pageSize: 4 })).toEqual(['p06', 'p07']);
    const filtered = await students(schoolAdmin, { classId: d.class2.id, activityStatus: 'notStarted' });
    expect(filtered).toMatchObject({ total: 1, totals: counts({ inProgress: 2, notStarted: 2 }) });
  });

  it('gives a head teacher their class, and an area admin the school they name', async () => {
    expect(await logins(headTeacher, {})).toEqual(['p06', 'p07']);
    const grant = (classId: number) => ({ roleCode: RoleCode.teacher, schoolId: d.school1.id, classId });
    const twoGrades = await createTeacher({ schoolId: d.school1.id, roles: [grant(d.class1.id), grant(d.class8.id)] });
    // Their root is the school; in 七年级 they see their own class only.
    const byGrade = await logins(await clientOf(t, twoGrades), { gradeId: d.class1.gradeId });
    expect(byGrade).toEqual(['p01', 'p02', 'p03', 'p04']);
    const school2 = await students(areaAdmin, { schoolId: d.school2.id });
    expect(school2.records.map((row) => [row.loginName, row.status, row.activities])).toEqual([
      ['p08', 'notTakingPart', on('notTakingPart', 'notTakingPart')],
      ['p09', 'notTakingPart', on('notTakingPart', 'notTakingPart')],
      ['p10', 'inProgress', on('done', 'notStarted')],
    ]);
  });

  it('asks a caller whose scope holds several schools to name one', async () => {
    const refusal = await refusalOf(areaAdmin, taskInfo.getUserBySchoolAdmin, { tgiId: d.group.id });
    expect(refusal).toMatchObject({ code: ErrorCode.ValidationFailed, data: null });
    expect(refusal.message).toBe('您的管理范围包含多所学校，请先选择一所学校');
  });

  it('agrees with progressDetail for the students of a class, over the group and per activity', async () => {
    const node = { kind: 'class', id: d.class1.id };
    const listed = (await students(schoolAdmin, { classId: d.class1.id })).records;
    const whole = await detailOf(schoolAdmin, { taskGroupId: d.group.id, node });
    expect(
      listed.map(({ studentId, status, counts: figures, finishedAt }) => ({ studentId, status, figures, finishedAt })),
    ).toEqual(
      whole.students.map(({ studentId, status, counts: figures, finishedAt }) => ({
        studentId,
        status,
        figures,
        finishedAt,
      })),
    );
    for (const [index, activity] of [d.a1, d.a2].entries()) {
      const detail = await detailOf(schoolAdmin, { taskGroupId: d.group.id, activityId: activity.id, node });
      expect(listed.map((row) => row.activities[index]?.status)).toEqual(detail.students.map((row) => row.status));
    }
  });

  it('answers units out of scope, or not holding each other, like a missing one', async () => {
    const missing = await refusalOf(schoolAdmin, taskInfo.getUserBySchoolAdmin, {
      tgiId: d.group.id,
      classId: 987_654,
    });
    expect(missing.code).toBe(ErrorCode.NotFound);
    const outside: [Client, Input][] = [
      [schoolAdmin, { schoolId: d.school2.id }],
      [schoolAdmin, { classId: d.class4.id }],
      [teacher, { classId: d.class2.id }],
      [teacher, { gradeId: d.class1.gradeId }],
      [areaAdmin, { schoolId: d.school1.id, classId: d.class3.id }],
      [areaAdmin, { schoolId: d.school3.id }],
      [areaAdmin, { tgiId: d.otherGroup.id, schoolId: d.school1.id }],
      [schoolAdmin, { tgiId: 987_654 }],
    ];
    for (const [client, input] of outside) {
      expect(await refusalOf(client, taskInfo.getUserBySchoolAdmin, { tgiId: d.group.id, ...input })).toEqual(missing);
    }
  });

  it('refuses wrong types and huge pages with the validation failure', async () => {
    const code = async (input: Input) => (await refusalOf(schoolAdmin, taskInfo.getUserBySchoolAdmin, input)).code;
    expect(await code({})).toBe(ErrorCode.ValidationFailed);
    expect(await code({ tgiId: d.group.id, pageSize: 1000 })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ tgiId: d.group.id, activityStatus: 'late' })).toBe(ErrorCode.ValidationFailed);
    expect(await code({ tgiId: d.group.id, gradeId: 'seven' })).toBe(ErrorCode.ValidationFailed);
  });
});

describe('listSubmitStudent order', () => {
  it('puts the latest hand-in first', async () => {
    await setTaskState(d.students.p3.id, d.a1.id, d.group.id, {
      userTaskState: TaskState.submitted,
      respondTimes: 1,
      finishedAt: new Date('2026-03-05T02:00:00Z'),
    });
    const listed = await dataOf(teacher, taskInfo.listSubmitStudent, { classId: d.class1.id, activityId: d.a1.id });
    expect(listed.records.map((row) => [row.loginName, row.finishedAt])).toEqual([
      ['p03', '2026-03-05 10:00:00'],
      ['p01', '2026-03-02 10:00:00'],
      ['p02', '2026-03-02 10:00:00'],
    ]);
  });
});
