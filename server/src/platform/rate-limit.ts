import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

/**
 * Fixed-window counters kept outside the process (PostgreSQL or Redis), so any
 * number of servers share them and a restart forgets nothing.
 */
export interface RateLimiter {
  /** Counts one more event in the key's window and returns the count so far. */
  hit(key: string, windowMs: number, now: Date): Promise<number>;
  /** The count in the current window without adding to it. */
  count(key: string, windowMs: number, now: Date): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface Limit {
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export const LIMITS_BY_PURPOSE = {
  signInPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  // A whole school often signs in from one NAT address, so the per-address limit is generous.
  signInPerIp: { max: 100, windowMs: FIFTEEN_MINUTES },
  smsPerPhone: { max: 5, windowMs: ONE_HOUR },
  smsPerUser: { max: 10, windowMs: ONE_HOUR },
  codeChecksPerUser: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;

export function createPgRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, windowMs, now) {
      const cutoff = new Date(now.getTime() - windowMs);
      const stale = sql`${rateLimitBuckets.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
            windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitBuckets.windowStart} END`,
          },
        })
        .returning({ count: rateLimitBuckets.count });
      return row?.count ?? 1;
    },
    async count(key, windowMs, now) {
      const row = await db.query.rateLimitBuckets.findFirst({ where: eq(rateLimitBuckets.key, key) });
      if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return 0;
      return row.count;
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },
  };
}

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const redisKey = (key: string): string => `pingjia:rate:${key}`;
  return {
    async hit(key, windowMs) {
      const results = await redis.multi().incr(redisKey(key)).pexpire(redisKey(key), windowMs, 'NX').exec();
      const first = results?.[0]?.[1];
      return typeof first === 'number' ? first : 1;
    },
    async count(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
