import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { grades } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import {
  createClass,
  createParent,
  createSchool,
  createStudent,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createActivity, setTaskState, studentWithActivity } from '../evaluation/test-factories.js';
import { twoSchools } from '../scope/test-support.js';
import { startOfPlatformDay } from './service.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let secondClassA: Awaited<ReturnType<typeof createClass>>;
let busyStudent: Awaited<ReturnType<typeof createStudent>>;

interface Row {
  id: number;
  name: string;
  classCount: number | null;
  studentCount: number;
  studentsFinishedToday: number;
  finishedToday: number;
}
interface Breakdown {
  unit: 'school' | 'class';
  records: Row[];
  total: number;
}

const path = api.home.queryHomeBreakdown.path;

async function gradeNameOf(gradeId: number) {
  const [grade] = await testDb().select().from(grades).where(eq(grades.id, gradeId));
  return grade?.name;
}

async function as(loginName: string) {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

async function breakdownOf(loginName: string, payload: object = {}) {
  return body<Breakdown>(await (await as(loginName)).post(path, payload));
}

/**
 * School A: class 1 with three active students (two finished today, one of them twice; one only
 * yesterday) and a disabled one who finished today; class 2 with one student. School B: one class,
 * two students, one finished today.
 */
beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  secondClassA = await createClass({ schoolId: org.schoolA.id, gradeLevel: 8, name: '2班' });
  const today = t.clock.now();
  const yesterday = new Date(startOfPlatformDay(today).getTime() - 3_600_000);
  const busy = await studentWithActivity({ student: { classId: org.classA.id } });
  busyStudent = busy.student;
  const another = await createActivity(busy.group.id);
  const finish = (userId: number, activityId: number, finishedAt: Date) =>
    setTaskState(userId, activityId, busy.group.id, { userTaskState: 1, finishedAt });
  await finish(busy.student.id, busy.activityId, today);
  await finish(busy.student.id, another.activityId, today);
  await finish((await createStudent({ classId: org.classA.id })).id, busy.activityId, today);
  await finish((await createStudent({ classId: org.classA.id })).id, busy.activityId, yesterday);
  await finish((await createStudent({ classId: org.classA.id, state: 0 })).id, busy.activityId, today);
  await createStudent({ classId: secondClassA.id });
  await finish((await createStudent({ classId: org.classB.id })).id, busy.activityId, today);
  await createStudent({ classId: org.classB.id });
});

const schoolARow = () => ({
  id: org.schoolA.id,
  name: org.schoolA.organizationName,
  classCount: 2,
  studentCount: 4,
  studentsFinishedToday: 2,
  finishedToday: 3,
});
const schoolBRow = () => ({
  id: org.schoolB.id,
  name: org.schoolB.organizationName,
  classCount: 1,
  studentCount: 2,
  studentsFinishedToday: 1,
  finishedToday: 1,
});

describe('queryHomeBreakdown', () => {
  it('needs a session and is refused to students and parents (403)', async () => {
    expect((await t.app.inject({ method: 'POST', url: path, payload: {} })).statusCode).toBe(401);
    expect((await (await as(busyStudent.loginName)).post(path, {})).statusCode).toBe(403);
    const parent = await createParent({ children: [busyStudent.id] });
    expect((await (await as(parent.loginName)).post(path, {})).statusCode).toBe(403);
  });

  it("gives a school admin their school's classes, with counts that add up to the home's figures", async () => {
    const result = await breakdownOf(org.adminA.loginName);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      unit: 'class',
      total: 2,
      records: [
        {
          id: org.classA.id,
          name: '七年级1班',
          classCount: null,
          studentCount: 3,
          studentsFinishedToday: 2,
          finishedToday: 3,
        },
        {
          id: secondClassA.id,
          name: `${await gradeNameOf(secondClassA.gradeId)}2班`,
          classCount: null,
          studentCount: 1,
          studentsFinishedToday: 0,
          finishedToday: 0,
        },
      ],
    });
    const home = body<{ studentCount: number; finishedToday: number; studentsFinishedToday: number }>(
      await (await as(org.adminA.loginName)).post(api.home.queryHomePage.path, {}),
    );
    expect(home.data).toMatchObject({ studentCount: 4, finishedToday: 3, studentsFinishedToday: 2 });
  });

  it("never shows another school's classes; a head teacher sees only their class", async () => {
    const ids = (await breakdownOf(org.adminA.loginName, { pageSize: 100 })).data.records.map((row) => row.id);
    expect(ids).not.toContain(org.classB.id);
    const head = await createUser({
      schoolId: org.schoolB.id,
      roles: [{ roleCode: RoleCode.headmaster, schoolId: org.schoolB.id, classId: org.classB.id }],
    });
    expect((await breakdownOf(head.loginName)).data).toEqual({
      unit: 'class',
      total: 1,
      records: [
        {
          id: org.classB.id,
          name: '七年级1班',
          classCount: null,
          studentCount: 2,
          studentsFinishedToday: 1,
          finishedToday: 1,
        },
      ],
    });
  });

  it('gives an area admin the active schools of their area', async () => {
    await createSchool({ districtId: org.districtA.id, state: 0 });
    expect((await breakdownOf(org.areaAdminA.loginName)).data).toEqual({
      unit: 'school',
      total: 1,
      records: [schoolARow()],
    });
  });

  it('gives customer service the schools of the province, paged and ordered by name', async () => {
    const service = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    expect((await breakdownOf(service.loginName)).data).toEqual({
      unit: 'school',
      total: 2,
      records: [schoolARow(), schoolBRow()],
    });
    expect((await breakdownOf(service.loginName, { pageIndex: 2, pageSize: 1 })).data).toEqual({
      unit: 'school',
      total: 2,
      records: [schoolBRow()],
    });
    expect((await breakdownOf(service.loginName, { pageIndex: 3, pageSize: 1 })).data).toEqual({
      unit: 'school',
      total: 2,
      records: [],
    });
  });

  it('gives a role without a scope an empty table', async () => {
    const activityAdmin = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] });
    expect((await breakdownOf(activityAdmin.loginName)).data).toEqual({ unit: 'school', records: [], total: 0 });
  });

  it('refuses a page over 100 or a bad page index with the validation failure', async () => {
    const admin = await as(org.adminA.loginName);
    const tooBig = await admin.post(path, { pageSize: 101 });
    expect(tooBig.statusCode).toBe(200);
    expect(body(tooBig)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(body(await admin.post(path, { pageIndex: 0 }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    // An empty body takes the default page (50 rows from the first).
    expect(body(await admin.post(path, {}))).toMatchObject({ success: true, data: { unit: 'class', total: 2 } });
  });
});
