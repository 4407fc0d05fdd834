import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, parseDateTime } from '@pingjia/contract';
import { auditLog, users, verificationCodes } from '../../db/schema/index.js';
import { outboxFile } from '../../platform/sms.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** The six digits of the last text message sent to a phone, read from the outbox like the demo does. */
async function lastCodeSentTo(dataDir: string, phone: string): Promise<string> {
  const lines = (await fs.readFile(outboxFile(dataDir), 'utf8')).trim().split('\n');
  const messages = lines
    .map((line) => JSON.parse(line) as { phone: string; text: string })
    .filter((m) => m.phone === phone);
  const code = /\d{6}/.exec(messages.at(-1)?.text ?? '')?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe('GET /wj/api/sys/date', () => {
  it('gives the server time as a timestamp and a China-time string', async () => {
    const result = body<{ timestamp: number; dateTime: string }>(await t.app.inject({ url: api.sys.date.path }));
    expect(result.data.timestamp).toBe(t.clock.now().getTime());
    expect(result.data.dateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(parseDateTime(result.data.dateTime)?.getTime()).toBe(Math.floor(result.data.timestamp / 1000) * 1000);
  });
});

describe('GET /wj/api/sys/sendVerificationCode and POST /wj/api/user/updatePhone', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: `${api.sys.sendVerificationCode.path}?phone=13800138000` })).statusCode).toBe(
      401,
    );
  });

  it('refuses a malformed phone with the §5 message and sends nothing', async () => {
    const user = await createUser();
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const result = body(await client.get(api.sys.sendVerificationCode.path, { phone: '12345' }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed, message: '手机号码格式不正确' });
    expect(await testDb().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))).toHaveLength(
      0,
    );
  });

  it('binds the phone with the texted code, stores only a hash, and takes the code once', async () => {
    const { app, dataDir } = await buildTestApp();
    const user = await createUser();
    const client = authed(app, await signIn(app, user.loginName, TEST_PASSWORD));
    expect(body(await client.get(api.sys.sendVerificationCode.path, { phone: '13812345678' })).success).toBe(true);
    const code = await lastCodeSentTo(dataDir, '13812345678');
    const [stored] = await testDb().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);

    expect(body(await client.post(api.user.updatePhone.path, { phone: '13812345678', code })).success).toBe(true);
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBe('13812345678');
    const again = body(await client.post(api.user.updatePhone.path, { phone: '13812345678', code }));
    expect(again).toMatchObject({ success: false, code: ErrorCode.InvalidVerificationCode });
    const audit = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.updatePhone'), eq(auditLog.entityId, String(user.id))));
    expect(audit[0]?.after).toEqual({ phone: '138****5678' });
  });

  it('refuses a code after five minutes and leaves the phone unchanged', async () => {
    const { app, dataDir, clock } = await buildTestApp();
    const user = await createUser({ phone: '13900000000' });
    const client = authed(app, await signIn(app, user.loginName, TEST_PASSWORD, clock.now().getTime()));
    await client.get(api.sys.sendVerificationCode.path, { phone: '13712345678' });
    const code = await lastCodeSentTo(dataDir, '13712345678');
    clock.advance(5 * 60_000 + 1_000);
    const result = body(await client.post(api.user.updatePhone.path, { phone: '13712345678', code }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.InvalidVerificationCode });
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBe('13900000000');
  });

  it('refuses a wrong code and a code sent for another phone', async () => {
    const { app, dataDir } = await buildTestApp();
    const user = await createUser();
    const client = authed(app, await signIn(app, user.loginName, TEST_PASSWORD));
    await client.get(api.sys.sendVerificationCode.path, { phone: '13612345678' });
    const code = await lastCodeSentTo(dataDir, '13612345678');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(body(await client.post(api.user.updatePhone.path, { phone: '13612345678', code: wrong })).success).toBe(
      false,
    );
    expect(body(await client.post(api.user.updatePhone.path, { phone: '13512345678', code })).success).toBe(false);
  });

  it('does not accept a code another user received', async () => {
    const { app, dataDir } = await buildTestApp();
    const owner = await createUser();
    const thief = await createUser();
    await authed(app, await signIn(app, owner.loginName, TEST_PASSWORD)).get(api.sys.sendVerificationCode.path, {
      phone: '13412345678',
    });
    const code = await lastCodeSentTo(dataDir, '13412345678');
    const thiefClient = authed(app, await signIn(app, thief.loginName, TEST_PASSWORD));
    expect(body(await thiefClient.post(api.user.updatePhone.path, { phone: '13412345678', code })).success).toBe(false);
  });

  it('checks no more than ten of twenty wrong codes sent at once, then not even the right one', async () => {
    const { app, dataDir } = await buildTestApp();
    const user = await createUser();
    const client = authed(app, await signIn(app, user.loginName, TEST_PASSWORD));
    await client.get(api.sys.sendVerificationCode.path, { phone: '13212345678' });
    const code = await lastCodeSentTo(dataDir, '13212345678');
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      guesses.map(async (guess) =>
        body(await client.post(api.user.updatePhone.path, { phone: '13212345678', code: guess })),
      ),
    );
    expect(results.filter((r) => r.code === ErrorCode.InvalidVerificationCode)).toHaveLength(10);
    expect(results.filter((r) => r.code === ErrorCode.RateLimited)).toHaveLength(10);
    const right = body(await client.post(api.user.updatePhone.path, { phone: '13212345678', code }));
    expect(right).toMatchObject({ success: false, code: ErrorCode.RateLimited });
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row?.phone).toBeNull();
  });

  it('does not count a right code against the checks', async () => {
    const { app, dataDir } = await buildTestApp();
    const user = await createUser();
    const client = authed(app, await signIn(app, user.loginName, TEST_PASSWORD));
    for (let i = 0; i < 5; i += 1) {
      const phone = `1311234000${i}`;
      await client.get(api.sys.sendVerificationCode.path, { phone });
      const code = await lastCodeSentTo(dataDir, phone);
      expect(body(await client.post(api.user.updatePhone.path, { phone, code })).success).toBe(true);
    }
    await client.get(api.sys.sendVerificationCode.path, { phone: '13112349999' });
    const code = await lastCodeSentTo(dataDir, '13112349999');
    const wrong = code === '000000' ? '111111' : '000000';
    const check = async () =>
      body(await client.post(api.user.updatePhone.path, { phone: '13112349999', code: wrong })).code;
    for (let i = 0; i < 10; i += 1) expect(await check()).toBe(ErrorCode.InvalidVerificationCode);
    expect(await check()).toBe(ErrorCode.RateLimited);
  });

  it('limits how many codes one phone receives', async () => {
    const user = await createUser();
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    for (let i = 0; i < 5; i += 1) await client.get(api.sys.sendVerificationCode.path, { phone: '13312345678' });
    const result = body(await client.get(api.sys.sendVerificationCode.path, { phone: '13312345678' }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.RateLimited });
  });

  it('refuses a code that is not six digits', async () => {
    const user = await createUser();
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const result = body(await client.post(api.user.updatePhone.path, { phone: '13812345678', code: '12ab' }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});
