import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, idCardCheckChar, RoleCode } from '@pingjia/contract';
import { authed, body, buildTestApp, seal, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { verifyPassword } from '../../platform/passwords.js';
import { auditCount, findUser, twoSchools, userCount } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;

const NEW_PASSWORD = 'Reset@2026';

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
});

async function newStudent(overrides: Record<string, unknown> = {}) {
  return {
    userName: '王小红',
    loginName: `stu_${Math.random().toString(36).slice(2, 10)}`,
    gender: '1',
    classId: org.classA.id,
    password: await seal(t.app, NEW_PASSWORD),
    ...overrides,
  };
}

describe('studentManagement/list', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: api.admin.studentList.path, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('lists only the students of the caller’s school, paged', async () => {
    const mine = await createStudent({ classId: org.classA.id, userName: '本校学生' });
    const other = await createStudent({ classId: org.classB.id, userName: '外校学生' });
    const result = body<{ records: { id: number }[]; total: number }>(
      await adminA.post(api.admin.studentList.path, { pageSize: 100 }),
    );
    const ids = result.data.records.map((record) => record.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
  });

  it('answers a filter on another school with nothing', async () => {
    await createStudent({ classId: org.classB.id });
    const result = body<{ records: unknown[]; total: number }>(
      await adminA.post(api.admin.studentList.path, { schoolId: org.schoolB.id }),
    );
    expect(result.data).toEqual({ records: [], total: 0 });
  });

  it('masks the identity number', async () => {
    await createStudent({ classId: org.classA.id, idCard: '330106201303150314', userName: '证件学生' });
    const result = body<{ records: { userName: string; certificateCode: string | null }[] }>(
      await adminA.post(api.admin.studentList.path, { keyword: '证件学生' }),
    );
    expect(result.data.records[0]?.certificateCode).toBe('3301**********0314');
  });

  it('refuses a parent with 403 and the no-permission page', async () => {
    const parent = await createParent();
    const response = await authed(t.app, await signIn(t.app, parent.loginName, TEST_PASSWORD)).post(
      api.admin.studentList.path,
      {},
    );
    expect(response.statusCode).toBe(403);
    expect(body(response).url).toBe('/client/answerweb/noPermission');
  });
});

describe('studentManagement/saveOrUpdate', () => {
  it('creates a student in a class of the school, on an initial password, audited', async () => {
    const input = await newStudent();
    const result = body<{ id: number }>(await adminA.post(api.admin.studentSaveOrUpdate.path, input));
    expect(result.success).toBe(true);
    const created = await findUser(input.loginName);
    expect(created).toMatchObject({
      userType: 1,
      classId: org.classA.id,
      schoolId: org.schoolA.id,
      passwordIsInitial: true,
    });
    expect(await verifyPassword(created?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(await auditCount('student.create', result.data.id)).toBe(1);
  });

  it('refuses another school’s class exactly like a missing one, writing nothing', async () => {
    const before = await userCount();
    const foreign = body(
      await adminA.post(api.admin.studentSaveOrUpdate.path, await newStudent({ classId: org.classB.id })),
    );
    const missing = body(await adminA.post(api.admin.studentSaveOrUpdate.path, await newStudent({ classId: 999_999 })));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign.message).toBe(missing.message);
    expect(await userCount()).toBe(before);
  });

  it('reports every §5 failure of the form at once', async () => {
    const before = await userCount();
    const result = body<null>(
      await adminA.post(api.admin.studentSaveOrUpdate.path, await newStudent({ userName: 'x', loginName: 'ab' })),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const errors = (result as unknown as { errors: { path: string }[] }).errors.map((error) => error.path);
    expect(errors).toEqual(['userName', 'loginName']);
    expect(await userCount()).toBe(before);
  });

  it('checks the ID number (born 2002 or later) after opening it', async () => {
    const result = body(
      await adminA.post(
        api.admin.studentSaveOrUpdate.path,
        await newStudent({
          certificateType: 1,
          certificateCode: await seal(t.app, `11010119900307663${idCardCheckChar('11010119900307663')}`),
        }),
      ),
    );
    expect(result).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
      message: '身份证需为2002年以后出生',
    });
  });

  it('refuses a taken account', async () => {
    const existing = await createStudent({ classId: org.classA.id });
    const result = body(
      await adminA.post(api.admin.studentSaveOrUpdate.path, await newStudent({ loginName: existing.loginName })),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.Conflict, message: '该账号已被使用' });
  });

  it('updates a student of the school; another school’s student reads as missing', async () => {
    const mine = await createStudent({ classId: org.classA.id });
    const theirs = await createStudent({ classId: org.classB.id });
    const update = { userName: '改名学生', loginName: mine.loginName, classId: org.classA.id, id: mine.id };
    expect(body(await adminA.post(api.admin.studentSaveOrUpdate.path, update)).success).toBe(true);
    expect((await findUser(mine.loginName))?.userName).toBe('改名学生');
    const refused = body(
      await adminA.post(api.admin.studentSaveOrUpdate.path, { ...update, id: theirs.id, loginName: theirs.loginName }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(theirs.loginName))?.userName).toBe(theirs.userName);
  });
});

describe('password resets', () => {
  it('resets the chosen students to one initial password, each flagged and audited, and signs them out', async () => {
    const a = await createStudent({ classId: org.classA.id });
    const b = await createStudent({ classId: org.classA.id });
    const signedInA = authed(t.app, await signIn(t.app, a.loginName, TEST_PASSWORD));
    const result = body<{ count: number }>(
      await adminA.post(api.admin.studentBatchResetPassword.path, {
        userIds: [a.id, b.id],
        password: await seal(t.app, NEW_PASSWORD),
      }),
    );
    expect(result.data.count).toBe(2);
    const [rowA, rowB] = [await findUser(a.loginName), await findUser(b.loginName)];
    expect(rowA?.passwordIsInitial && rowB?.passwordIsInitial).toBe(true);
    // One hash for the batch: both rows hold the very same string.
    expect(rowA?.passwordHash).toBe(rowB?.passwordHash);
    expect(await auditCount('user.resetPassword', a.id)).toBe(1);
    expect((await signedInA.get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('refuses the whole batch when one student is of another school', async () => {
    const mine = await createStudent({ classId: org.classA.id });
    const theirs = await createStudent({ classId: org.classB.id });
    const result = body(
      await adminA.post(api.admin.studentBatchResetPassword.path, {
        userIds: [mine.id, theirs.id],
        password: await seal(t.app, NEW_PASSWORD),
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(mine.loginName))?.passwordIsInitial).toBe(false);
  });

  it('refuses a weak password with the §5 text', async () => {
    const mine = await createStudent({ classId: org.classA.id });
    const result = body(
      await adminA.post(api.admin.studentBatchResetPassword.path, {
        userIds: [mine.id],
        password: await seal(t.app, '123'),
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect((await findUser(mine.loginName))?.passwordIsInitial).toBe(false);
  });

  it('resets the parents of chosen students', async () => {
    const child = await createStudent({ classId: org.classA.id });
    const parent = await createParent({ children: [child.id] });
    const result = body<{ count: number }>(
      await adminA.post(api.admin.parentBatchResetPassword.path, {
        userIds: [child.id],
        password: await seal(t.app, NEW_PASSWORD),
      }),
    );
    expect(result.data.count).toBe(1);
    expect((await findUser(parent.loginName))?.passwordIsInitial).toBe(true);
  });

  it('resets a grade of the school, not another school’s grade', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const ok = body<{ count: number }>(
      await adminA.post(api.admin.resetGradePassword.path, {
        gradeId: org.classA.gradeId,
        password: await seal(t.app, NEW_PASSWORD),
      }),
    );
    expect(ok.data.count).toBeGreaterThanOrEqual(1);
    expect((await findUser(student.loginName))?.passwordIsInitial).toBe(true);
    const refused = body(
      await adminA.post(api.admin.resetGradePassword.path, {
        gradeId: org.classB.gradeId,
        password: await seal(t.app, NEW_PASSWORD),
      }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('is not a teacher’s function (403)', async () => {
    const teacher = await createUser({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    const response = await authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD)).post(
      api.admin.studentBatchResetPassword.path,
      {
        userIds: [1],
        password: await seal(t.app, NEW_PASSWORD),
      },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('state, class moves and existence checks', () => {
  it('deactivates a student of the school, audited; the account is signed out and can no longer sign in', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const signedIn = authed(t.app, await signIn(t.app, student.loginName, TEST_PASSWORD));
    const result = body<{ count: number }>(
      await adminA.post(api.admin.studentUpdateState.path, { userIds: [student.id], state: 0 }),
    );
    expect(result.data.count).toBe(1);
    expect(await auditCount('user.updateState', student.id)).toBe(1);
    expect((await signedIn.get(api.login.getInfo.path)).statusCode).toBe(401);
    await expect(signIn(t.app, student.loginName, TEST_PASSWORD)).rejects.toThrow();
  });

  it('moves students to another class of the school, not into another school', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const refused = body(
      await adminA.post(api.admin.updateClassInfo.path, { userIds: [student.id], classId: org.classB.id }),
    );
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(student.loginName))?.classId).toBe(org.classA.id);
  });

  it('finds an existing person by name and phone, with details only in scope', async () => {
    const phone = '13912345678';
    await createStudent({ classId: org.classB.id, userName: '重名学生', phone });
    const result = body<{ exists: boolean; users: unknown[] }>(
      await adminA.post(api.admin.checkExistByNameAndPhone.path, { userName: '重名学生', phone }),
    );
    expect(result.data).toEqual({ exists: true, users: [] });
  });

  it('finds an existing student by name and certificate', async () => {
    const idCard = '330106201303150322';
    const student = await createStudent({ classId: org.classA.id, userName: '证件重名', idCard });
    const result = body<{ exists: boolean; users: { id: number }[] }>(
      await adminA.post(api.admin.checkExistByNameAndCard.path, {
        userName: '证件重名',
        certificateType: 1,
        certificateCode: await seal(t.app, idCard),
      }),
    );
    expect(result.data.exists).toBe(true);
    expect(result.data.users.map((user) => user.id)).toEqual([student.id]);
  });

  it('refuses a bad phone with the §5 text', async () => {
    const result = body(
      await adminA.post(api.admin.checkExistByNameAndPhone.path, { userName: '某人', phone: '12345' }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '手机号码格式不正确' });
  });
});
