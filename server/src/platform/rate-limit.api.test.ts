import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testDb } from '../test/harness.js';
import { createPgRateLimiter, createRedisRateLimiter, takeSlot, type RateLimiter } from './rate-limit.js';

/** Redis runs where REDIS_URL is set (the development and CI machines); PostgreSQL always. */
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => RateLimiter][] = [['PostgreSQL', () => createPgRateLimiter(testDb())]];
if (redis) stores.push(['Redis', () => createRedisRateLimiter(redis)]);

describe.each(stores)('the %s limiter', (_store, makeLimiter) => {
  const WINDOW = 15 * 60_000;
  let limiter: RateLimiter;
  // Redis outlives this file's database: every test counts under keys of its own and clears them after.
  let prefix: string;
  let now: Date;
  beforeEach(() => {
    limiter = makeLimiter();
    prefix = `test:${randomBytes(6).toString('hex')}:`;
    now = new Date();
    return () => limiter.resetPrefix(prefix);
  });
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('counts the events of a window, and starts again once the window has passed by the given clock', async () => {
    const key = `${prefix}count`;
    expect(await limiter.hit(key, WINDOW, now)).toBe(1);
    expect(await limiter.hit(key, WINDOW, later(1000))).toBe(2);
    expect(await limiter.hit(key, WINDOW, later(WINDOW - 1))).toBe(3);
    expect(await limiter.hit(key, WINDOW, later(WINDOW))).toBe(1);
  });

  it('gives a slot of twenty taken at once to exactly as many as the limit allows, keeping no more', async () => {
    const key = `${prefix}burst`;
    const limit = { max: 5, windowMs: WINDOW };
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeSlot(limiter, key, limit, now)));
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(await limiter.hit(key, WINDOW, now)).toBe(6);
  });

  it('gives a slot back, never below zero, and not for a key never counted', async () => {
    const key = `${prefix}release`;
    await limiter.hit(key, WINDOW, now);
    await limiter.hit(key, WINDOW, now);
    await Promise.all([limiter.release(key), limiter.release(key), limiter.release(key)]);
    expect(await limiter.hit(key, WINDOW, now)).toBe(1);
    await limiter.release(`${prefix}never`);
    expect(await limiter.hit(`${prefix}never`, WINDOW, now)).toBe(1);
  });

  it('counts keys in turn in one step, stopping after the first past its max and keeping what it counted', async () => {
    const [first, second, third] = [`${prefix}turn:1`, `${prefix}turn:2`, `${prefix}turn:3`];
    const turn = [
      { key: first, windowMs: WINDOW, max: 2 },
      { key: second, windowMs: WINDOW, max: 1 },
      { key: third, windowMs: WINDOW },
    ];
    expect(await limiter.hitInTurn(turn, now)).toEqual([1, 1, 1]);
    expect(await limiter.hitInTurn(turn, now)).toEqual([2, 2]);
    expect(await limiter.hitInTurn(turn, now)).toEqual([3]);
    expect(await limiter.hit(first, WINDOW, now)).toBe(4);
    expect(await limiter.hit(second, WINDOW, now)).toBe(3);
    expect(await limiter.hit(third, WINDOW, now)).toBe(2);
    // Each key keeps its own window.
    const [short, long] = [`${prefix}turn:short`, `${prefix}turn:long`];
    const windows = [
      { key: short, windowMs: 1000 },
      { key: long, windowMs: WINDOW },
    ];
    await limiter.hitInTurn(windows, now);
    expect(await limiter.hitInTurn(windows, later(1000))).toEqual([1, 2]);
  });

  it('lets exactly the limit of twenty turns at once past a max, and no more further on', async () => {
    const turn = [
      { key: `${prefix}burst:pair`, windowMs: WINDOW, max: 5 },
      { key: `${prefix}burst:after`, windowMs: WINDOW },
    ];
    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hitInTurn(turn, now)));
    expect(counts.filter((taken) => taken.length === 2)).toHaveLength(5);
    expect(await limiter.hit(`${prefix}burst:after`, WINDOW, now)).toBe(6);
  });

  it('settles in one step: gives one back on each released key, never below zero, and forgets each reset key', async () => {
    const [released, alsoReleased, forgotten, neverCounted] = [
      `${prefix}r1`,
      `${prefix}r2`,
      `${prefix}f`,
      `${prefix}n`,
    ];
    for (const key of [released, released, alsoReleased, forgotten, forgotten]) await limiter.hit(key, WINDOW, now);
    await limiter.settle([
      { key: released },
      { key: forgotten, reset: true },
      { key: alsoReleased },
      { key: neverCounted },
    ]);
    await limiter.settle([{ key: alsoReleased }]);
    expect(await limiter.hit(released, WINDOW, now)).toBe(2);
    expect(await limiter.hit(alsoReleased, WINDOW, now)).toBe(1);
    expect(await limiter.hit(forgotten, WINDOW, now)).toBe(1);
    expect(await limiter.hit(neverCounted, WINDOW, now)).toBe(1);
    await limiter.hold(`${prefix}gate`, 60_000, now);
    await limiter.settle([{ key: `${prefix}gate`, reset: true }]);
    expect(await limiter.hold(`${prefix}gate`, 60_000, now)).toBe(true);
  });

  it('never deadlocks a settle against turns on the same keys given in the same order', async () => {
    const keys = [`${prefix}lock:pair`, `${prefix}lock:address`, `${prefix}lock:account`];
    const turn = keys.map((key) => ({ key, windowMs: WINDOW }));
    const settlement = [{ key: keys[0] ?? '', reset: true }, { key: keys[1] ?? '' }, { key: keys[2] ?? '' }];
    // A sign-in's two steps, many at once: the reservations and the success's settle.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? limiter.settle(settlement) : limiter.hitInTurn(turn, now))),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });

  it('lets one of ten at once take a gate, and the next only once the hold has passed', async () => {
    const key = `${prefix}gate`;
    const taken = await Promise.all(Array.from({ length: 10 }, () => limiter.hold(key, 2000, now)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await limiter.hold(key, 4000, later(1999))).toBe(false);
    expect(await limiter.hold(key, 4000, later(2000))).toBe(true);
    expect(await limiter.hold(key, 4000, later(5999))).toBe(false);
    await limiter.reset(key);
    expect(await limiter.hold(key, 4000, later(5999))).toBe(true);
  });

  it('forgets every key under a prefix, taking its glob characters literally', async () => {
    const under = [`${prefix}a*b:1`, `${prefix}a*b:2`];
    const beside = [`${prefix}axb:1`, `${prefix}a*bc`, `${prefix}a`];
    for (const key of [...under, ...beside]) await limiter.hit(key, WINDOW, now);
    await limiter.hold(`${prefix}a*b:gate`, 60_000, now);
    await limiter.resetPrefix(`${prefix}a*b:`);
    for (const key of under) expect(await limiter.hit(key, WINDOW, now)).toBe(1);
    for (const key of beside) expect(await limiter.hit(key, WINDOW, now)).toBe(2);
    expect(await limiter.hold(`${prefix}a*b:gate`, 60_000, now)).toBe(true);
  });
});
