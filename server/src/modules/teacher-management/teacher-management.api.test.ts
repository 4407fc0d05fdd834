import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { userRoles } from '../../db/schema/index.js';
import { authed, body, buildTestApp, seal, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, findUser, twoSchools, userCount } from '../scope/test-support.js';

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

const uniqueName = () => `tea_${Math.random().toString(36).slice(2, 10)}`;

async function grantsOf(userId: number) {
  return testDb().select().from(userRoles).where(eq(userRoles.userId, userId));
}

describe('teacherManagement/saveOrUpdate', () => {
  it('creates a teacher with teacher and head-teacher classes, audited', async () => {
    const loginName = uniqueName();
    const result = body<{ id: number }>(
      await adminA.post(api.admin.teacherSaveOrUpdate.path, {
        userName: '赵老师',
        loginName,
        schoolId: org.schoolA.id,
        teacherClassList: [org.classA.id],
        headTeacherClassList: [org.classA.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(result.success).toBe(true);
    const grants = await grantsOf(result.data.id);
    expect(grants.map((grant) => grant.roleCode).sort()).toEqual([RoleCode.teacher, RoleCode.headmaster].sort());
    expect((await findUser(loginName))?.passwordIsInitial).toBe(true);
    expect(await auditCount('staff.create', result.data.id)).toBe(1);
  });

  it('refuses a class of another school and writes nothing', async () => {
    const before = await userCount();
    const result = body(
      await adminA.post(api.admin.teacherSaveOrUpdate.path, {
        userName: '钱老师',
        loginName: uniqueName(),
        schoolId: org.schoolA.id,
        teacherClassList: [org.classB.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await userCount()).toBe(before);
  });

  it('refuses an area grant from a school admin (not their scope)', async () => {
    const result = body(
      await adminA.post(api.admin.teacherSaveOrUpdate.path, {
        userName: '孙老师',
        loginName: uniqueName(),
        schoolId: org.schoolA.id,
        manageAreaList: [org.districtA.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('replaces only the grants in scope when editing', async () => {
    const teacher = await createTeacher({
      schoolId: org.schoolA.id,
      roles: [
        { roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id },
        { roleCode: RoleCode.teacher, schoolId: org.schoolB.id, classId: org.classB.id },
      ],
    });
    const result = body(
      await adminA.post(api.admin.teacherSaveOrUpdate.path, {
        id: teacher.id,
        userName: teacher.userName,
        loginName: teacher.loginName,
        schoolId: org.schoolA.id,
        headTeacherClassList: [org.classA.id],
      }),
    );
    expect(result.success).toBe(true);
    const grants = (await grantsOf(teacher.id)).map((grant) => `${grant.roleCode}:${grant.classId}`).sort();
    expect(grants).toEqual([`${RoleCode.headmaster}:${org.classA.id}`, `${RoleCode.teacher}:${org.classB.id}`].sort());
  });

  it('binds children through parentStudentList', async () => {
    const child = await createStudent({ classId: org.classA.id });
    const result = body<{ id: number }>(
      await adminA.post(api.admin.teacherSaveOrUpdate.path, {
        userName: '家长老师',
        loginName: uniqueName(),
        schoolId: org.schoolA.id,
        parentStudentList: [child.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    const list = body<{ records: { id: number; parentStudentList: { id: number }[]; roleIds: string }[] }>(
      await adminA.post(api.admin.teacherList.path, { keyword: '家长老师' }),
    );
    const record = list.data.records.find((row) => row.id === result.data.id);
    expect(record?.parentStudentList.map((item) => item.id)).toEqual([child.id]);
    expect(record?.roleIds).toBe(String(RoleCode.parent));
  });
});

describe('teacherManagement/list and export', () => {
  it('lists the school’s staff only', async () => {
    const mine = await createTeacher({ schoolId: org.schoolA.id });
    const theirs = await createTeacher({ schoolId: org.schoolB.id });
    const result = body<{ records: { id: number }[] }>(
      await adminA.post(api.admin.teacherList.path, { pageSize: 100 }),
    );
    const ids = result.data.records.map((record) => record.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('exports a real workbook', async () => {
    const response = await adminA.post(api.admin.teacherExport.path, {});
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is not a teacher’s function (403)', async () => {
    const teacher = await createTeacher({ schoolId: org.schoolA.id });
    const response = await authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD)).post(
      api.admin.teacherList.path,
      {},
    );
    expect(response.statusCode).toBe(403);
  });

  it('resets a teacher’s password and refuses another school’s teacher', async () => {
    const mine = await createTeacher({ schoolId: org.schoolA.id });
    const theirs = await createTeacher({ schoolId: org.schoolB.id });
    const password = await seal(t.app, 'Init@2026');
    expect(
      body(await adminA.post(api.admin.teacherBatchResetPassword.path, { userIds: [mine.id], password })).success,
    ).toBe(true);
    const refused = body(
      await adminA.post(api.admin.teacherBatchResetPassword.path, {
        userIds: [theirs.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(theirs.loginName))?.passwordIsInitial).toBe(false);
  });
});

describe('area managers', () => {
  it('saves, gets, lists and revokes an area manager within the area, audited', async () => {
    const loginName = uniqueName();
    const saved = body<{ id: number }>(
      await areaAdmin.post(api.admin.areaManagerSave.path, {
        userName: '区域新管',
        loginName,
        manageAreaList: [org.districtA.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(saved.success).toBe(true);
    const got = body<{ manageAreaList: { id: number }[] }>(
      await areaAdmin.get(api.admin.areaManagerGet.path, { userId: String(saved.data.id) }),
    );
    expect(got.data.manageAreaList.map((area) => area.id)).toEqual([org.districtA.id]);
    const list = body<{ records: { id: number }[] }>(await areaAdmin.post(api.admin.areaManagerList.path, {}));
    expect(list.data.records.map((row) => row.id)).toContain(saved.data.id);
    expect(body(await areaAdmin.post(api.admin.areaManagerRevoke.path, { userId: saved.data.id })).success).toBe(true);
    const left = await testDb()
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, saved.data.id), eq(userRoles.roleCode, RoleCode.areaAdmin)));
    expect(left).toEqual([]);
    expect(await auditCount('role.revoke', saved.data.id)).toBe(1);
  });

  it('refuses an area outside the caller’s areas', async () => {
    const result = body(
      await areaAdmin.post(api.admin.areaManagerSave.path, {
        userName: '外区管理',
        loginName: uniqueName(),
        manageAreaList: [org.districtB.id],
        password: await seal(t.app, 'Init@2026'),
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('cannot revoke a manager of another area', async () => {
    const other = await createUser({
      regionId: org.districtB.id,
      roles: [{ roleCode: RoleCode.areaAdmin, regionId: org.districtB.id }],
    });
    const result = body(await areaAdmin.post(api.admin.areaManagerRevoke.path, { userId: other.id }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('is an area admin’s function only (403 for a school admin)', async () => {
    expect((await adminA.post(api.admin.areaManagerList.path, {})).statusCode).toBe(403);
  });
});
