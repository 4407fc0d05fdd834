import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, TOKEN_COOKIE } from '@pingjia/contract';
import { auditLog, rateLimitBuckets, sessions } from '../../db/schema/index.js';
import { authed, body, buildTestApp, seal, signIn, signInResponse, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function sessionCount(userId: number): Promise<number> {
  return (await testDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('GET /sso/login/getTransportKey', () => {
  it('publishes one stable public key without a session', async () => {
    const first = body<{ keyId: string; publicKey: string }>(await t.app.inject({ url: api.sso.getTransportKey.path }));
    const second = body<{ keyId: string; publicKey: string }>(
      await t.app.inject({ url: api.sso.getTransportKey.path }),
    );
    expect(first.success).toBe(true);
    expect(first.data.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.data).toEqual(first.data);
  });
});

describe('POST /sso/login/signIn', () => {
  it('opens a session and sends the browser to the client root with the token', async () => {
    const user = await createTeacher();
    const result = body<{ token: string; redirectUrl: string }>(
      await signInResponse(t.app, user.loginName, TEST_PASSWORD),
    );
    expect(result.success).toBe(true);
    expect(result.data.redirectUrl).toBe(`/client/answerweb/#token=${result.data.token}`);
    const info = body<{ id: number }>(await authed(t.app, result.data.token).get(api.login.getInfo.path));
    expect(info.data.id).toBe(user.id);
  });

  it('keeps a return address under the client base', async () => {
    const user = await createTeacher();
    const response = await signInResponse(t.app, user.loginName, TEST_PASSWORD, {
      returnUrl: '/client/answerweb/stuIndex?a=1',
    });
    expect(body<{ redirectUrl: string }>(response).data.redirectUrl).toMatch(
      /^\/client\/answerweb\/stuIndex\?a=1#token=/,
    );
  });

  it.each([
    'https://evil.example/client/answerweb/',
    '//evil.example/client/answerweb/',
    '/client/answerweb/../../admin',
    '/elsewhere',
  ])('refuses the return address %s and opens no session', async (returnUrl) => {
    const user = await createTeacher();
    const result = body(await signInResponse(t.app, user.loginName, TEST_PASSWORD, { returnUrl }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '回跳地址不被允许' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a wrong password and an unknown account with the same words', async () => {
    const user = await createTeacher();
    const wrong = body(await signInResponse(t.app, user.loginName, 'Wrong@2026'));
    const unknown = body(await signInResponse(t.app, 'nobody_here', 'Wrong@2026'));
    expect(wrong).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials, message: '账号或密码错误' });
    expect(unknown).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials, message: '账号或密码错误' });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a replayed sealed password', async () => {
    const user = await createTeacher();
    const password = await seal(t.app, TEST_PASSWORD);
    const send = () =>
      t.app.inject({ method: 'POST', url: api.sso.signIn.path, payload: { loginName: user.loginName, password } });
    expect(body(await send()).success).toBe(true);
    expect(body(await send())).toMatchObject({ success: false, code: ErrorCode.InvalidCiphertext });
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('refuses a password sent in plain text', async () => {
    const user = await createTeacher();
    const response = await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload: { loginName: user.loginName, password: TEST_PASSWORD },
    });
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });

  it('stops an account after five failures from one address, even with the right password', async () => {
    const user = await createTeacher();
    for (let i = 0; i < 5; i += 1) await signInResponse(t.app, user.loginName, 'Wrong@2026');
    const result = body(await signInResponse(t.app, user.loginName, TEST_PASSWORD));
    expect(result).toMatchObject({
      success: false,
      code: ErrorCode.RateLimited,
      message: '密码错误次数过多，请 15 分钟后再试，或请班主任、学校管理员解除登录限制',
    });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('lets the account in again once the window has passed', async () => {
    const { app, clock } = await buildTestApp();
    const user = await createTeacher();
    for (let i = 0; i < 5; i += 1) await signInResponse(app, user.loginName, 'Wrong@2026');
    clock.advance(16 * 60_000);
    const result = body(await signInResponse(app, user.loginName, TEST_PASSWORD, { now: clock.now().getTime() }));
    expect(result.success).toBe(true);
  });

  it('stops an address after 2,000 failures in the window (a school’s NAT), whatever account it tries', async () => {
    const user = await createTeacher();
    await testDb()
      .insert(rateLimitBuckets)
      .values({ key: 'signin:ip:10.9.8.7', count: 1999, windowStart: t.clock.now() });
    const last = await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload: { loginName: user.loginName, password: await seal(t.app, 'Wrong@2026') },
      remoteAddress: '10.9.8.7',
    });
    expect(body(last)).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials });
    const payload = { loginName: user.loginName, password: await seal(t.app, TEST_PASSWORD) };
    const fromThere = await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload,
      remoteAddress: '10.9.8.7',
    });
    expect(body(fromThere)).toMatchObject({
      success: false,
      code: ErrorCode.RateLimited,
      message: '登录失败次数过多，请 15 分钟后再试',
    });
    const spoofed = await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload: { ...payload, password: await seal(t.app, TEST_PASSWORD) },
      remoteAddress: '10.9.8.7',
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
    expect(body(spoofed)).toMatchObject({ success: false, code: ErrorCode.RateLimited });
  });

  it('refuses a disabled account', async () => {
    const user = await createTeacher({ state: 0 });
    expect(body(await signInResponse(t.app, user.loginName, TEST_PASSWORD))).toMatchObject({
      success: false,
      code: ErrorCode.AccountDisabled,
    });
  });

  it('says what is wrong with the input in the reader’s language', async () => {
    const zh = await t.app.inject({ method: 'POST', url: api.sso.signIn.path, payload: { password: 'x' } });
    const en = await t.app.inject({
      method: 'POST',
      url: api.sso.signIn.path,
      payload: { password: 'x' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(body(zh)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '账号不能为空' });
    expect(body(en).message).toBe('Account cannot be empty');
  });

  it('records the sign-in in the audit log', async () => {
    const user = await createTeacher();
    await signIn(t.app, user.loginName, TEST_PASSWORD);
    const entries = await testDb().select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(entries.map((e) => e.action)).toContain('session.signIn');
  });
});

describe('sessions', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    expect((await t.app.inject({ url: api.login.getInfo.path })).statusCode).toBe(401);
    const unknown = await authed(t.app, 'not-a-real-token').get(api.login.getInfo.path);
    expect(unknown.statusCode).toBe(401);
    expect(body(unknown)).toMatchObject({ success: false, code: 401 });
  });

  it('does not take the satoken cookie alone (another site’s link carries it), only the header', async () => {
    const user = await createTeacher();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    const response = await t.app.inject({ url: api.login.getInfo.path, cookies: { [TOKEN_COOKIE]: token } });
    expect(response.statusCode).toBe(401);
    expect((await authed(t.app, token).get(api.login.getInfo.path)).statusCode).toBe(200);
  });

  it('answers 402 after the idle limit and 401 after the absolute limit', async () => {
    const { app, clock } = await buildTestApp();
    const user = await createTeacher();
    const token = await signIn(app, user.loginName, TEST_PASSWORD, clock.now().getTime());
    clock.advance(31 * 60_000);
    const idle = await authed(app, token).get(api.login.getInfo.path);
    expect(idle.statusCode).toBe(402);
    expect(body(idle).message).toBe('长时间未操作，请重新登录！');
    clock.advance(12 * 3_600_000);
    expect((await authed(app, token).get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('keeps an active session alive past the idle limit', async () => {
    const { app, clock } = await buildTestApp();
    const user = await createTeacher();
    const token = await signIn(app, user.loginName, TEST_PASSWORD, clock.now().getTime());
    for (let i = 0; i < 3; i += 1) {
      clock.advance(20 * 60_000);
      expect((await authed(app, token).get(api.login.getInfo.path)).statusCode).toBe(200);
    }
  });

  it('logout revokes the session and is audited', async () => {
    const user = await createStudent();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    expect(body(await authed(t.app, token).get(api.sdk.logout.path)).success).toBe(true);
    expect((await authed(t.app, token).get(api.login.getInfo.path)).statusCode).toBe(401);
    const entries = await testDb().select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(entries.map((e) => e.action)).toContain('session.signOut');
  });

  it('stores only a hash of the token', async () => {
    const user = await createTeacher();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    const [row] = await testDb().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });
});
