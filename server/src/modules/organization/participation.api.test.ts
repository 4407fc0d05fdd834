import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { participation, taskGroups } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import {
  createClass,
  createSchool,
  createStudent,
  createTeacher,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createTaskGroup } from '../evaluation/test-factories.js';
import { twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let areaAdmin: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  areaAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
});

interface StudentRow {
  id: number;
  userName: string;
  loginName: string;
  gradeName: string | null;
  className: string | null;
  participates: boolean;
  decidedBy: 'student' | 'school' | null;
}
type Page<T> = { records: T[]; total: number };

/** A group of another province shard: it exists, but not for these admins. */
async function foreignShardGroup() {
  const [group] = await testDb()
    .insert(taskGroups)
    .values({ name: '外省测评', startTime: new Date(), provinceShardId: 34 })
    .returning();
  return group?.id ?? 0;
}

async function participationRows(taskGroupId: number) {
  return testDb().select().from(participation).where(eq(participation.taskGroupId, taskGroupId));
}

describe('participation/list', () => {
  it('lists the schools in scope with the school choice and the students opted out', async () => {
    const group = await createTaskGroup();
    const student = await createStudent({ classId: org.classA.id });
    await areaAdmin.post(api.admin.batchParticipation.path, {
      taskGroupId: group.id,
      subjectType: 'student',
      ids: [student.id],
      participates: false,
    });
    const list = body<Page<{ schoolId: number; participates: boolean; studentsOptedOut: number }>>(
      await areaAdmin.post(api.admin.participationList.path, {
        taskGroupId: group.id,
        keyword: org.schoolA.organizationName,
      }),
    );
    expect(list.data).toEqual({
      records: [expect.objectContaining({ schoolId: org.schoolA.id, participates: true, studentsOptedOut: 1 })],
      total: 1,
    });
  });

  it('answers a task group of another province shard like a missing one', async () => {
    const foreign = body(
      await areaAdmin.post(api.admin.participationList.path, { taskGroupId: await foreignShardGroup() }),
    );
    const missing = body(await areaAdmin.post(api.admin.participationList.path, { taskGroupId: 999_999 }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(missing);
  });

  it('refuses a missing task group id and a page over 100', async () => {
    const group = await createTaskGroup();
    expect(body(await areaAdmin.post(api.admin.participationList.path, {}))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    const tooBig = await areaAdmin.post(api.admin.participationList.path, { taskGroupId: group.id, pageSize: 101 });
    expect(tooBig.statusCode).toBe(200);
    expect(body(tooBig)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('participation/students', () => {
  const path = api.admin.participationStudents.path;

  it("lists a school's students, disabled ones too, with the value they get and who decided it", async () => {
    const group = await createTaskGroup();
    const school = await createSchool({ districtId: org.districtA.id });
    const upper = await createClass({ schoolId: school.id, gradeLevel: 7, name: '1班' });
    const lower = await createClass({ schoolId: school.id, gradeLevel: 3, name: '2班' });
    const admin = await createUser({
      schoolId: school.id,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: school.id }],
    });
    const client = authed(t.app, await signIn(t.app, admin.loginName, TEST_PASSWORD));
    const first = await createStudent({ classId: upper.id, userName: '参与甲' });
    const second = await createStudent({ classId: upper.id, userName: '参与乙' });
    const disabled = await createStudent({ classId: upper.id, userName: '停用丙', state: 0 });
    const younger = await createStudent({ classId: lower.id, userName: '低年级丁' });
    await createStudent({ classId: org.classA.id, userName: '他校学生' });
    const list = async () =>
      body<Page<StudentRow>>(await client.post(path, { taskGroupId: group.id, schoolId: school.id, pageSize: 100 }));

    const initial = await list();
    // Grade level first (grade 3 before grade 7), then class name, then id.
    expect(initial.data.records.map((row) => row.id)).toEqual([younger.id, first.id, second.id, disabled.id]);
    expect(initial.data.total).toBe(4);
    expect(initial.data.records[1]).toEqual({
      id: first.id,
      userName: '参与甲',
      loginName: first.loginName,
      gradeName: '七年级',
      className: '1班',
      participates: true,
      decidedBy: null,
    });

    const choose = async (subjectType: 'school' | 'student', id: number, participates: boolean) => {
      const result = body(
        await client.post(api.admin.batchParticipation.path, {
          taskGroupId: group.id,
          subjectType,
          ids: [id],
          participates,
        }),
      );
      expect(result.success).toBe(true);
    };
    const decisions = async () =>
      Object.fromEntries((await list()).data.records.map((row) => [row.id, [row.participates, row.decidedBy]]));
    await choose('school', school.id, false);
    await choose('student', second.id, true);
    expect(await decisions()).toEqual({
      [younger.id]: [false, 'school'],
      [first.id]: [false, 'school'],
      [second.id]: [true, 'student'],
      [disabled.id]: [false, 'school'],
    });

    await choose('school', school.id, true);
    await choose('student', first.id, false);
    expect(await decisions()).toEqual({
      [younger.id]: [true, 'school'],
      [first.id]: [false, 'student'],
      [second.id]: [true, 'student'],
      [disabled.id]: [true, 'school'],
    });
  });

  it('filters by class and by name or account, and pages', async () => {
    const group = await createTaskGroup();
    const named = await createStudent({ classId: org.classA.id, userName: '筛选戊' });
    const byName = body<Page<StudentRow>>(
      await adminA.post(path, { taskGroupId: group.id, schoolId: org.schoolA.id, keyword: '筛选' }),
    );
    expect(byName.data.records.map((row) => row.id)).toEqual([named.id]);
    const byAccount = body<Page<StudentRow>>(
      await adminA.post(path, { taskGroupId: group.id, schoolId: org.schoolA.id, keyword: named.loginName }),
    );
    expect(byAccount.data.records.map((row) => row.id)).toEqual([named.id]);
    const all = body<Page<StudentRow>>(
      await adminA.post(path, {
        taskGroupId: group.id,
        schoolId: org.schoolA.id,
        classId: org.classA.id,
        pageSize: 100,
      }),
    );
    expect(all.data.records.every((row) => row.className === '1班' && row.gradeName === '七年级')).toBe(true);
    const second = body<Page<StudentRow>>(
      await adminA.post(path, {
        taskGroupId: group.id,
        schoolId: org.schoolA.id,
        classId: org.classA.id,
        pageIndex: 2,
        pageSize: 1,
      }),
    );
    expect(second.data.total).toBe(all.data.total);
    expect(second.data.records.map((row) => row.id)).toEqual([all.data.records[1]?.id]);
  });

  it("lets an area admin read their school's students, never another area's", async () => {
    const group = await createTaskGroup();
    const mine = body<Page<StudentRow>>(
      await areaAdmin.post(path, { taskGroupId: group.id, schoolId: org.schoolA.id, pageSize: 100 }),
    );
    expect(mine.success).toBe(true);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(body(await areaAdmin.post(path, { taskGroupId: group.id, schoolId: org.schoolB.id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it("answers another school's id and another shard's group exactly like missing ones", async () => {
    const group = await createTaskGroup();
    await createStudent({ classId: org.classB.id });
    const foreign = body(await adminA.post(path, { taskGroupId: group.id, schoolId: org.schoolB.id }));
    const missing = body(await adminA.post(path, { taskGroupId: group.id, schoolId: 999_999 }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound, data: null });
    expect(foreign).toEqual(missing);
    const otherShard = body(
      await adminA.post(path, { taskGroupId: await foreignShardGroup(), schoolId: org.schoolA.id }),
    );
    expect(otherShard).toEqual(body(await adminA.post(path, { taskGroupId: 999_999, schoolId: org.schoolA.id })));
    expect(otherShard).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('refuses bad input with the validation failure (HTTP 200), writing nothing', async () => {
    const group = await createTaskGroup();
    const tooBig = await adminA.post(path, { taskGroupId: group.id, schoolId: org.schoolA.id, pageSize: 500 });
    expect(tooBig.statusCode).toBe(200);
    expect(body(tooBig)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, data: null });
    const noGroup = await adminA.post(path, { schoolId: org.schoolA.id });
    expect(noGroup.statusCode).toBe(200);
    expect(body(noGroup)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(body(await adminA.post(path, { taskGroupId: group.id, schoolId: 'A' }))).toMatchObject({
      code: ErrorCode.ValidationFailed,
    });
    expect(await participationRows(group.id)).toEqual([]);
  });

  it('is refused to a teacher and a head teacher (403)', async () => {
    const group = await createTaskGroup();
    const teacher = await createTeacher({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    const head = await createUser({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.headmaster, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    for (const user of [teacher, head]) {
      const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
      expect((await client.post(path, { taskGroupId: group.id, schoolId: org.schoolA.id })).statusCode).toBe(403);
    }
  });
});
