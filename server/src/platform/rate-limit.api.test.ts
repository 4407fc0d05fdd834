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
