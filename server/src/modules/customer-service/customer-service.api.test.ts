import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { users } from '../../db/schema/index.js';
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
      }),
    );
    expect(result.data.count).toBe(1);
    const row = await findUser(student.loginName);
    expect(row?.passwordIsInitial).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', 'Help@2026')).toBe(true);
    expect(await auditCount('user.resetPassword', student.id)).toBe(1);
  });

  it('refuses a batch with a user of another province, changing nobody', async () => {
    const student = await createStudent({ classId: org.classA.id });
    const far = await userOfAnotherProvince();
    const result = body(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds: [student.id, far.id],
        password: await seal(t.app, 'Help@2026'),
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
      body(await service.post(api.externalUser.batchUpdateStateByCustomer.path, { userIds: [student.id], state: 0 }))
        .success,
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
