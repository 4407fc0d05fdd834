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
    await redis.del('pingjia:limit:signin:ip:127.0.0.1');
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

  it('ends acting sessions for one child only, on the parent’s index', async () => {
    const store = createRedisSessionStore(redis);
    const now = new Date();
    const end = new Date(now.getTime() + 3_600_000);
    // Ids no database row holds, fresh per run: Redis outlives the test database.
    const parentId = 900_000_000 + Math.floor(Math.random() * 1e8);
    const [childId, siblingId] = [parentId + 1, parentId + 2];
    const acting = (userId: number) =>
      store.create({ userId, roleId: 8, provinceShardId: 33, actorUserId: parentId, actorSessionId: null }, now, end);
    const child = await acting(childId);
    const sibling = await acting(siblingId);
    const own = await store.create({ userId: childId, roleId: 8, provinceShardId: 33 }, now, end);
    await store.revokeActing(parentId, childId, now);
    expect((await store.findByToken(child.token))?.revokedAt).not.toBeNull();
    expect((await store.findByToken(sibling.token))?.revokedAt).toBeNull();
    expect((await store.findByToken(own.token))?.revokedAt).toBeNull();
  });

  it('keeps a session ended when a request that read it before writes it back', async () => {
    const user = await createTeacher();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    const store = createRedisSessionStore(redis);
    const session = await store.findByToken(token);
    const key = `pingjia:session:${session?.sessionId ?? ''}`;
    const before = await redis.get(key);
    await store.revokeAllOfUsers([user.id], new Date());
    // A touch that loaded the record before the revocation lands after it.
    await redis.set(key, before ?? '', 'KEEPTTL');
    expect((await store.findByToken(token))?.revokedAt).not.toBeNull();
    expect((await authed(t.app, token).get(api.login.getInfo.path)).statusCode).toBe(401);
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
