import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { authed, body, buildTestApp, seal, signIn, signInResponse, testDb, type TestApp } from '../../test/harness.js';
import { createSchool, createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function clientFor(user: { loginName: string }) {
  return authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
}

async function rowOf(userId: number) {
  const [row] = await testDb().select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('user gone');
  return row;
}

async function auditActions(userId: number): Promise<string[]> {
  return (
    await testDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(userId)))
  ).map((e) => e.action);
}

const calls = [
  ['GET', api.user.info.path],
  ['GET', api.user.verifyPasswordIsInit.path],
  ['GET', api.user.getSchoolYearByUser.path],
  ['GET', `${api.user.updateLoginPrompt.path}?showLoginPrompt=false`],
  ['POST', `${api.user.updateAvatar.path}?avatar=a.png`],
  ['POST', api.user.updateLoginName.path],
  ['POST', api.user.updatePasswordByUserId.path],
  ['POST', api.user.updatePassword.path],
  ['POST', api.user.updatePhone.path],
] as const;

describe('the /wj/api/user calls', () => {
  it.each(calls)('%s %s needs a session', async (method, url) => {
    const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /wj/api/user/info', () => {
  it('shows the own profile with the phone masked', async () => {
    const user = await createUser({ phone: '13812345678', userName: '周老师' });
    const info = body<{ id: number; phone: string; userName: string }>(
      await (await clientFor(user)).get(api.user.info.path),
    ).data;
    expect(info).toMatchObject({ id: user.id, phone: '138****5678', userName: '周老师' });
  });
});

describe('GET /wj/api/user/verifyPasswordIsInit and POST updatePasswordByUserId', () => {
  it('reports the initial password until it is replaced, then clears the flag', async () => {
    const user = await createTeacher({ passwordIsInitial: true });
    const client = await clientFor(user);
    expect(body(await client.get(api.user.verifyPasswordIsInit.path)).data).toBe(true);
    const payload = { password: await seal(t.app, 'Fresh@2026'), confirmPassword: await seal(t.app, 'Fresh@2026') };
    expect(body(await client.post(api.user.updatePasswordByUserId.path, payload)).success).toBe(true);
    expect(body(await client.get(api.user.verifyPasswordIsInit.path)).data).toBe(false);
    expect(body(await signInResponse(t.app, user.loginName, 'Fresh@2026')).success).toBe(true);
    expect(await auditActions(user.id)).toContain('user.replaceInitialPassword');
  });

  it('refuses mismatching passwords with the §5 message and writes nothing', async () => {
    const user = await createTeacher({ passwordIsInitial: true });
    const client = await clientFor(user);
    const before = await rowOf(user.id);
    const payload = { password: await seal(t.app, 'Fresh@2026'), confirmPassword: await seal(t.app, 'Other@2026') };
    const result = body(await client.post(api.user.updatePasswordByUserId.path, payload));
    expect(result).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
      message: '新密码和确认密码不一致',
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses a weak password with the §5 message', async () => {
    const user = await createTeacher({ passwordIsInitial: true });
    const client = await clientFor(user);
    const payload = { password: await seal(t.app, 'abcdefg'), confirmPassword: await seal(t.app, 'abcdefg') };
    const result = body(await client.post(api.user.updatePasswordByUserId.path, payload));
    expect(result).toMatchObject({ success: false, message: '请输入6-16位密码，至少包含字母、数字、特殊符号中的两种' });
  });

  it('refuses once the initial password is gone, so a stolen session cannot set a password', async () => {
    const user = await createTeacher();
    const client = await clientFor(user);
    const before = await rowOf(user.id);
    const payload = { password: await seal(t.app, 'Fresh@2026'), confirmPassword: await seal(t.app, 'Fresh@2026') };
    expect(body(await client.post(api.user.updatePasswordByUserId.path, payload))).toMatchObject({
      success: false,
      code: ErrorCode.NotAllowed,
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses plain-text passwords', async () => {
    const user = await createTeacher({ passwordIsInitial: true });
    const client = await clientFor(user);
    const result = body(
      await client.post(api.user.updatePasswordByUserId.path, {
        password: 'Fresh@2026',
        confirmPassword: 'Fresh@2026',
      }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('POST /wj/api/user/updatePassword', () => {
  it('changes the password when the old one is right', async () => {
    const user = await createTeacher();
    const client = await clientFor(user);
    const payload = {
      oldPassword: await seal(t.app, TEST_PASSWORD),
      password: await seal(t.app, 'Newer@2026'),
      confirmPassword: await seal(t.app, 'Newer@2026'),
    };
    expect(body(await client.post(api.user.updatePassword.path, payload)).success).toBe(true);
    expect(body(await signInResponse(t.app, user.loginName, 'Newer@2026')).success).toBe(true);
    expect(await auditActions(user.id)).toContain('user.changePassword');
  });

  it('signs out the other devices of the account, but not this one', async () => {
    const user = await createTeacher();
    const here = await clientFor(user);
    const elsewhere = await clientFor(user);
    const payload = {
      oldPassword: await seal(t.app, TEST_PASSWORD),
      password: await seal(t.app, 'Newer@2026'),
      confirmPassword: await seal(t.app, 'Newer@2026'),
    };
    expect(body(await here.post(api.user.updatePassword.path, payload)).success).toBe(true);
    expect((await here.get(api.login.getInfo.path)).statusCode).toBe(200);
    expect((await elsewhere.get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('refuses a wrong old password and keeps the password', async () => {
    const user = await createTeacher();
    const client = await clientFor(user);
    const before = await rowOf(user.id);
    const payload = {
      oldPassword: await seal(t.app, 'Wrong@2026'),
      password: await seal(t.app, 'Newer@2026'),
      confirmPassword: await seal(t.app, 'Newer@2026'),
    };
    expect(body(await client.post(api.user.updatePassword.path, payload))).toMatchObject({
      success: false,
      message: '原密码错误',
    });
    expect(await rowOf(user.id)).toEqual(before);
  });
});

describe('GET /wj/api/user/updateLoginPrompt', () => {
  it('stops the login prompt and audits it', async () => {
    const user = await createUser({ showLoginPrompt: true });
    const client = await clientFor(user);
    expect(body(await client.get(api.user.updateLoginPrompt.path, { showLoginPrompt: 'false' })).success).toBe(true);
    expect((await rowOf(user.id)).showLoginPrompt).toBe(false);
    expect(await auditActions(user.id)).toContain('user.updateLoginPrompt');
  });

  it('refuses a value other than true or false', async () => {
    const user = await createUser({ showLoginPrompt: true });
    const result = body(
      await (await clientFor(user)).get(api.user.updateLoginPrompt.path, { showLoginPrompt: 'maybe' }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect((await rowOf(user.id)).showLoginPrompt).toBe(true);
  });
});

describe('POST /wj/api/user/updateAvatar', () => {
  it('sets the avatar file name', async () => {
    const user = await createUser();
    const result = body(
      await (await clientFor(user)).post(api.user.updateAvatar.path, undefined, { avatar: 'f3a9c2.webp' }),
    );
    expect(result.success).toBe(true);
    expect((await rowOf(user.id)).avatar).toBe('f3a9c2.webp');
  });

  it('refuses a path instead of a file name', async () => {
    const user = await createUser();
    const result = body(
      await (await clientFor(user)).post(api.user.updateAvatar.path, undefined, { avatar: '../etc/passwd' }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect((await rowOf(user.id)).avatar).toBeNull();
  });
});

describe('POST /wj/api/user/updateLoginName', () => {
  it('renames the account; the new name signs in', async () => {
    const user = await createUser();
    const client = await clientFor(user);
    const loginName = `renamed_${user.id}`;
    expect(body(await client.post(api.user.updateLoginName.path, { loginName })).success).toBe(true);
    expect(body(await signInResponse(t.app, loginName, TEST_PASSWORD)).success).toBe(true);
  });

  it('refuses a name someone else has', async () => {
    const user = await createUser();
    const other = await createUser();
    const result = body(
      await (await clientFor(user)).post(api.user.updateLoginName.path, { loginName: other.loginName }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.Conflict, message: '该账号已被使用' });
    expect((await rowOf(user.id)).loginName).toBe(user.loginName);
  });

  it('refuses a name outside the §5 rule', async () => {
    const user = await createUser();
    const result = body(await (await clientFor(user)).post(api.user.updateLoginName.path, { loginName: 'ab' }));
    expect(result).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
      message: '支持6-30位字母、数字、_组合',
    });
  });
});

describe('GET /wj/api/user/getSchoolYearByUser', () => {
  it('is false while the user has confirmed the school’s current year', async () => {
    const school = await createSchool({ schoolYear: '2026-2027' });
    const user = await createTeacher({ schoolId: school.id, confirmedSchoolYear: '2026-2027' });
    const result = body(await (await clientFor(user)).get(api.user.getSchoolYearByUser.path));
    expect(result.data).toEqual({ isEnterSchool: false, schoolYear: '2026-2027' });
  });

  it('is true once the school has started a year the user has not confirmed', async () => {
    const school = await createSchool({ schoolYear: '2027-2028' });
    const user = await createTeacher({ schoolId: school.id, confirmedSchoolYear: '2026-2027' });
    const result = body(await (await clientFor(user)).get(api.user.getSchoolYearByUser.path));
    expect(result.data).toEqual({ isEnterSchool: true, schoolYear: '2027-2028' });
  });
});
