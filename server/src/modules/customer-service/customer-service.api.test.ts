import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/passwords.js';
import { authed, body, buildTestApp, seal, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, findUser, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let service: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  const agent = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
  service = authed(t.app, await signIn(t.app, agent.loginName, TEST_PASSWORD));
});

async function lastAuditAfter(action: string, entityId: number) {
  const [row] = await testDb()
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.after;
}

async function userOfAnotherProvince() {
  const [row] = await testDb()
    .insert(users)
    .values({
      loginName: `far_${Date.now()}`,
      userName: '外省学生',
      passwordHash: 'x',
      userType: 1,
      provinceShardId: 44,
    })
    .returning();
  if (!row) throw new Error('not created');
  return row;
}

describe('customer service user query', () => {
  it('finds a student of any school of the province by name, with masked phone', async () => {
    const student = await createStudent({ classId: org.classB.id, userName: '客服查找', phone: '13800001111' });
    const page = body<{ records: { id: number; phone: string; schoolName: string }[]; total: number }>(
      await service.post(api.externalUser.customerGetUserPage.path, { userName: '客服查找' }),
    );
    expect(page.data.records.map((row) => row.id)).toEqual([student.id]);
    expect(page.data.records[0]?.phone).toBe('138****1111');
  });

  it('finds by exact phone', async () => {
    const student = await createStudent({ classId: org.classA.id, phone: '13800002222' });
    const page = body<{ records: { id: number }[] }>(
      await service.post(api.externalUser.customerGetUserPage.path, { phone: '13800002222' }),
    );
    expect(page.data.records.map((row) => row.id)).toEqual([student.id]);
  });

  it('shows a user with their relatives; another province reads as missing', async () => {
    const child = await createStudent({ classId: org.classA.id });
    const parent = await createParent({ children: [child.id] });
    const detail = body<{ relatives: { id: number }[] }>(
      await service.get(api.externalUser.getUserInfoByCustomer.path, { userId: String(child.id) }),
    );
    expect(detail.data.relatives.map((row) => row.id)).toEqual([parent.id]);
    const far = await userOfAnotherProvince();
    const missing = body(await service.get(api.externalUser.customerGetUserById.path, { userId: String(far.id) }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('is customer service’s function only (403 for a school admin)', async () => {
    const admin = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
    expect((await admin.post(api.externalUser.customerGetUserPage.path, {})).statusCode).toBe(403);
  });
});

describe('customer service changes', () => {
  it('resets a password to an initial one the user must change, audited', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const result = body<{ count: number }>(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds: [student.id],
        password: await seal(t.app, 'Help@2026'),
        reason: '学生忘记密码，家长来电',
      }),
    );
    expect(result.data.count).toBe(1);
    const row = await findUser(student.loginName);
    expect(row?.passwordIsInitial).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Help@2026')).toBe(true);
    expect(await auditCount('user.resetPassword', student.id)).toBe(1);
    expect(await lastAuditAfter('user.resetPassword', student.id)).toEqual({
      passwordIsInitial: true,
      reason: '学生忘记密码，家长来电',
    });
  });

  it('refuses a batch with a user of another province, changing nobody', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const far = await userOfAnotherProvince();
    const result = body(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds: [student.id, far.id],
        password: await seal(t.app, 'Help@2026'),
        reason: '家长来电',
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(student.loginName))?.passwordIsInitial).toBe(false);
  });

  it('edits a user’s info with the §5 rules, audited with the phone masked', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const bad = body(
      await service.post(api.externalUser.updateUserInfoByCustomer.path, { userId: student.id, phone: '123' }),
    );
    expect(bad).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '手机号码格式不正确' });
    const good = body(
      await service.post(api.externalUser.updateUserInfoByCustomer.path, {
        userId: student.id,
        userName: '新名字',
        phone: '13900003333',
      }),
    );
    expect(good.success).toBe(true);
    expect(await findUser(student.loginName)).toMatchObject({ userName: '新名字', phone: '13900003333' });
    expect(await auditCount('customer.updateUserInfo', student.id)).toBe(1);
  });

  it('moves a student to a class of another school and disables an account', async () => {
    const student = await createStudent({ classId: org.classA.id });
    expect(
      body(await service.post(api.externalUser.updateStudent.path, { userId: student.id, classId: org.classB.id }))
        .success,
    ).toBe(true);
    expect((await findUser(student.loginName))?.schoolId).toBe(org.schoolB.id);
    expect(
      body(
        await service.post(api.externalUser.batchUpdateStateByCustomer.path, {
          userIds: [student.id],
          state: 0,
          reason: '学生已转学',
        }),
      ).success,
    ).toBe(true);
    expect((await findUser(student.loginName))?.state).toBe(0);
  });

  it('lists a school’s grades and classes', async () => {
    const result = body<{ classes: { classId: number }[] }[]>(
      await service.post(api.externalUser.getOrganizationByGrade.path, { schoolId: org.schoolA.id }),
    );
    expect(result.data.flatMap((grade) => grade.classes.map((item) => item.classId))).toContain(org.classA.id);
  });
});

describe('customer service reaches family accounts only', () => {
  const reset = async (userIds: number[]) =>
    body(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds,
        password: await seal(t.app, 'Help@2026'),
        reason: '来电要求重置',
      }),
    );
  const deactivate = async (userIds: number[]) =>
    body(
      await service.post(api.externalUser.batchUpdateStateByCustomer.path, {
        userIds,
        state: 0,
        reason: '来电要求停用',
      }),
    );

  /** Accounts holding a staff role, a parent who also teaches among them. */
  async function staffAccounts() {
    const schoolAdmin = org.adminA;
    const teacher = await createUser({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    const child = await createStudent({ classId: org.classA.id });
    const teachingParent = await createParent({
      userType: 2,
      children: [child.id],
      roles: [{ roleCode: RoleCode.parent }, { roleCode: RoleCode.headmaster, classId: org.classA.id }],
    });
    const otherAgent = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    return [schoolAdmin, org.areaAdminA, teacher, teachingParent, otherAgent];
  }

  it('resets a parent’s password with the reason recorded', async () => {
    const parent = await createParent();
    expect(await reset([parent.id])).toMatchObject({ success: true, data: { count: 1 } });
    expect((await findUser(parent.loginName))?.passwordIsInitial).toBe(true);
    expect(await lastAuditAfter('user.resetPassword', parent.id)).toMatchObject({ reason: '来电要求重置' });
  });

  it('answers a staff account exactly like a missing one, and changes nothing', async () => {
    const missing = await reset([999_999]);
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound });
    for (const account of await staffAccounts()) {
      expect(await reset([account.id])).toEqual(missing);
      expect(await deactivate([account.id])).toEqual(await deactivate([999_999]));
      expect(
        body(
          await service.post(api.externalUser.updateUserInfoByCustomer.path, { userId: account.id, userName: '改名' }),
        ),
      ).toEqual(missing);
      const row = await findUser(account.loginName);
      expect(row).toMatchObject({ passwordIsInitial: false, state: 1, userName: account.userName });
      expect(await auditCount('user.resetPassword', account.id)).toBe(0);
      expect(await auditCount('user.updateState', account.id)).toBe(0);
    }
  });

  it('refuses a batch with one staff account in it, changing nobody', async () => {
    const student = await createStudent({ classId: org.classA.id });
    expect(await deactivate([student.id, org.adminB.id])).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await findUser(student.loginName))?.state).toBe(1);
    expect((await findUser(org.adminB.loginName))?.state).toBe(1);
  });

  it('needs a reason to reset or to change a state', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const noReason = body(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds: [student.id],
        password: await seal(t.app, 'Help@2026'),
      }),
    );
    expect(noReason).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '请填写原因' });
    const blank = body(
      await service.post(api.externalUser.batchUpdateStateByCustomer.path, {
        userIds: [student.id],
        state: 0,
        reason: '   ',
      }),
    );
    expect(blank).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '请填写原因' });
    expect(await findUser(student.loginName)).toMatchObject({ passwordIsInitial: false, state: 1 });
  });
});

describe('organisation dictionaries', () => {
  it('a school admin’s school dictionary holds their school only', async () => {
    const admin = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
    const result = body<{ id: number }[]>(await admin.post(api.dict.orgGetDict.path, { type: 'school' }));
    expect(result.data.map((row) => row.id)).toEqual([org.schoolA.id]);
    const roles = body<{ roleCode: number; disabled: boolean }[]>(
      await admin.post(api.dict.getRoleByUser.path, { userType: 0 }),
    );
    expect(
      roles.data
        .filter((role) => role.disabled)
        .map((role) => role.roleCode)
        .sort(),
    ).toEqual([RoleCode.areaTeach, RoleCode.organAdmin].sort());
  });
});
