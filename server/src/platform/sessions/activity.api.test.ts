import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock, testDb } from '../../test/harness.js';
import { withActivityBuffer } from './activity.js';
import { createPgSessionStore } from './pg-store.js';
import { sessionState } from './policy.js';
import { createRedisSessionStore } from './redis-store.js';
import type { SeenAt, SessionStore } from './types.js';

const IDLE_MS = 30 * 60_000;
/** touchIntervalMs(30 min): one write a minute. */
const INTERVAL_MS = 60_000;

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

/** The store under test, counting the writes of last use that reach it. */
function counted(store: SessionStore) {
  const writes: SeenAt[] = [];
  return {
    writes,
    store: {
      ...store,
      async touch(seen: readonly SeenAt[]) {
        writes.push(...seen);
        await store.touch(seen);
      },
    },
  };
}

const homes = [
  { name: 'PostgreSQL', make: () => createPgSessionStore(testDb()), skip: false },
  { name: 'Redis', make: () => createRedisSessionStore(redis as Redis), skip: !redis },
];

describe.each(homes)('last use on $name', ({ make, skip }) => {
  /** Two servers' buffers over one store, on one clock, and a session signed in at the start. */
  async function setUp() {
    // Now, not a fixed day: Redis expires a session's keys at its real end (PXAT), so a session
    // signed in on a day gone by would already be gone there.
    const clock = testClock(new Date());
    const base = counted(make());
    const serverA = withActivityBuffer(base.store, { idleMs: IDLE_MS, clock: clock.now });
    const serverB = withActivityBuffer(base.store, { idleMs: IDLE_MS, clock: clock.now });
    const expiresAt = new Date(clock.now().getTime() + 12 * 3_600_000);
    const { token } = await base.store.create({ userId: 1, roleId: 8, provinceShardId: 33 }, clock.now(), expiresAt);
    /** A call through a server: the session check and its record of use, as the auth hook makes them. */
    async function call(server: typeof serverA) {
      const found = await server.findByToken(token);
      if (!found) throw new Error('session missing');
      const state = sessionState(found, clock.now(), { idleMs: IDLE_MS });
      if (state === 'valid') await server.markSeen(found, clock.now());
      return state;
    }
    return { clock, writes: base.writes, serverA, serverB, call, store: base.store, token };
  }

  it.skipIf(skip)('writes at most once a minute however often the session calls', async () => {
    const { clock, writes, serverA, call } = await setUp();
    for (let i = 0; i < 100; i += 1) {
      clock.advance(500);
      expect(await call(serverA)).toBe('valid');
    }
    expect(writes).toHaveLength(0);
    await serverA.flush();
    expect(writes.map((w) => w.at.getTime())).toEqual([clock.now().getTime()]);
    for (let i = 0; i < 100; i += 1) {
      clock.advance(500);
      await call(serverA);
      await serverA.flush();
    }
    // 50 s of calls and a flush after each: still the one write of the first minute, then one more at its end.
    expect(writes.length).toBeLessThanOrEqual(2);
    await serverA.close();
  });

  it.skipIf(skip)('keeps the idle limit exact on the server that saw the last call', async () => {
    const { clock, serverA, call } = await setUp();
    clock.advance(50_000);
    await call(serverA);
    clock.advance(IDLE_MS);
    expect(await call(serverA)).toBe('valid');
    clock.advance(IDLE_MS + 1);
    expect(await call(serverA)).toBe('idle');
    await serverA.close();
  });

  it.skipIf(skip)('keeps it exact on another server once the first has written its buffer', async () => {
    const { clock, serverA, serverB, call } = await setUp();
    clock.advance(50_000);
    await call(serverA);
    await serverA.flush();
    clock.advance(IDLE_MS);
    expect(await call(serverB)).toBe('valid');
    const { clock: later, serverA: a2, serverB: b2, call: call2 } = await setUp();
    later.advance(50_000);
    await call2(a2);
    await a2.flush();
    later.advance(IDLE_MS + 1);
    expect(await call2(b2)).toBe('idle');
    await Promise.all([serverA.close(), serverB.close(), a2.close(), b2.close()]);
  });

  it.skipIf(skip)('writes a call after a long silence at once, so no other server thinks it idle', async () => {
    const { clock, serverA, serverB, call, writes } = await setUp();
    clock.advance(IDLE_MS - 1);
    expect(await call(serverA)).toBe('valid');
    expect(writes).toHaveLength(1);
    clock.advance(INTERVAL_MS * 5);
    expect(await call(serverB)).toBe('valid');
    await Promise.all([serverA.close(), serverB.close()]);
  });

  it.skipIf(skip)('writes what it holds when it closes, and never moves last use back', async () => {
    const { clock, serverA, serverB, call, store, token } = await setUp();
    clock.advance(30_000);
    await call(serverA);
    const heldAt = clock.now();
    await serverA.close();
    expect((await serverB.findByToken(token))?.lastSeenAt).toEqual(heldAt);
    const found = await serverB.findByToken(token);
    if (!found) throw new Error('session missing');
    await store.touch([
      { sessionId: found.sessionId, at: new Date(heldAt.getTime() - 10_000), expiresAt: found.expiresAt },
    ]);
    expect((await serverB.findByToken(token))?.lastSeenAt).toEqual(heldAt);
    await serverB.close();
  });
});
