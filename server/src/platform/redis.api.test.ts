import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { sessions } from '../db/schema/index.js';
import { authed, body, buildTestApp, seal, signIn, signInResponse, testDb, type TestApp } from '../test/harness.js';
import { createTeacher, TEST_PASSWORD } from '../test/factories.js';
import { createRedisSessionStore } from './sessions/redis-store.js';

/** Runs where a Redis is configured (the development and CI machines); the default path needs none. */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('with REDIS_URL: sessions, limits and nonces in Redis', () => {
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    t = await buildTestApp({ redis });
  });
  afterAll(async () => {
    // Failed sign-ins of this file count against the loopback address; the next run starts clean.
    await redis.del('pingjia:rate:signin:ip:127.0.0.1');
    redis.disconnect();
  });

  it('keeps the session out of PostgreSQL and signs out', async () => {
    const user = await createTeacher();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    expect(await testDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const client = authed(t.app, token);
    expect(body<{ id: number }>(await client.get(api.login.getInfo.path)).data.id).toBe(user.id);
    await client.get(api.sdk.logout.path);
    expect((await client.get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('ends every session of a user at once, and the sessions acting for them', async () => {
    const user = await createTeacher();
    const first = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const second = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const other = await createTeacher();
    const bystander = authed(t.app, await signIn(t.app, other.loginName, TEST_PASSWORD));
    await createRedisSessionStore(redis).revokeAllOfUsers([user.id], new Date());
    expect((await first.get(api.login.getInfo.path)).statusCode).toBe(401);
    expect((await second.get(api.login.getInfo.path)).statusCode).toBe(401);
    expect((await bystander.get(api.login.getInfo.path)).statusCode).toBe(200);
  });

  it('answers 402 once idle', async () => {
    const { app, clock } = await buildTestApp({ redis });
    const user = await createTeacher();
    const token = await signIn(app, user.loginName, TEST_PASSWORD, clock.now().getTime());
    clock.advance(31 * 60_000);
    expect((await authed(app, token).get(api.login.getInfo.path)).statusCode).toBe(402);
  });

  it('refuses a replayed sealed password', async () => {
    const user = await createTeacher();
    const password = await seal(t.app, TEST_PASSWORD);
    const send = () =>
      t.app.inject({ method: 'POST', url: api.sso.signIn.path, payload: { loginName: user.loginName, password } });
    expect(body(await send()).success).toBe(true);
    expect(body(await send())).toMatchObject({ success: false, code: ErrorCode.InvalidCiphertext });
  });

  it('limits failed sign-ins', async () => {
    const user = await createTeacher();
    for (let i = 0; i < 5; i += 1) await signInResponse(t.app, user.loginName, 'Wrong@2026');
    expect(body(await signInResponse(t.app, user.loginName, TEST_PASSWORD))).toMatchObject({
      code: ErrorCode.RateLimited,
    });
  });
});
