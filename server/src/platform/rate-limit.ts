import { and, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

/**
 * Fixed-window counters and gates kept outside the process (PostgreSQL or Redis), so any
 * number of servers share them and a restart forgets nothing. Every operation is one atomic
 * step in the store: a limit is enforced by reserving a slot (`hit`) before the attempt it
 * guards, never by reading a count and adding to it later, which parallel requests would beat.
 * Both stores read the time the caller passes (the app's clock), not their own.
 */
export interface RateLimiter {
  /** Counts one more event in the key's window and returns the count so far, this one included. */
  hit(key: string, windowMs: number, now: Date): Promise<number>;
  /** Gives one event back (a reserved slot that turned out not to count); never below zero. */
  release(key: string): Promise<void>;
  /** Takes the gate for `holdMs` when nobody holds it at `now`; false when it is held. */
  hold(key: string, holdMs: number, now: Date): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Forgets every counter and gate whose key starts with the prefix (an admin's unlock; rare). */
  resetPrefix(prefix: string): Promise<void>;
}

export interface Limit {
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export const LIMITS_BY_PURPOSE = {
  /** Wrong passwords for one account from one address before that address is refused for it. */
  signInPerAccountAddress: { max: 5, windowMs: FIFTEEN_MINUTES },
  /** Failures of one account from every address before each further attempt waits (see sign-in-limits). */
  signInPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  // A whole school often signs in from one NAT address: a class's typing mistakes must not close it.
  signInPerIp: { max: 2000, windowMs: FIFTEEN_MINUTES },
  /** Wrong old passwords when changing one's own password. */
  oldPasswordPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  smsPerPhone: { max: 5, windowMs: ONE_HOUR },
  smsPerUser: { max: 10, windowMs: ONE_HOUR },
  codeChecksPerUser: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;

/**
 * Reserves one of the limit's slots before the attempt it guards. True: the caller may go on
 * and gives the slot back (`release`) if the attempt should not count. False: the limit is
 * reached and nothing was kept.
 */
export async function takeSlot(limiter: RateLimiter, key: string, limit: Limit, now: Date): Promise<boolean> {
  if ((await limiter.hit(key, limit.windowMs, now)) <= limit.max) return true;
  await limiter.release(key);
  return false;
}

export function createPgRateLimiter(db: Database): RateLimiter {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  return {
    async hit(key, windowMs, now) {
      const stale = sql`${rateLimitBuckets.windowStart} <= ${at(new Date(now.getTime() - windowMs))}`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
            windowStart: sql`CASE WHEN ${stale} THEN ${at(now)} ELSE ${rateLimitBuckets.windowStart} END`,
          },
        })
        .returning({ count: rateLimitBuckets.count });
      return row?.count ?? 1;
    },
    async release(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`${rateLimitBuckets.count} - 1` })
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.count, 0)));
    },
    async hold(key, holdMs, now) {
      // The row lock of ON CONFLICT makes the check and the take one step: of two at once, one wins.
      const until = new Date(now.getTime() + holdMs);
      const free = sql`${rateLimitBuckets.heldUntil} IS NULL OR ${rateLimitBuckets.heldUntil} <= ${at(now)}`;
      const taken = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 0, windowStart: now, heldUntil: until })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: { windowStart: now, heldUntil: until },
          setWhere: free,
        })
        .returning({ key: rateLimitBuckets.key });
      return taken.length > 0;
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },
    async resetPrefix(prefix) {
      await db.delete(rateLimitBuckets).where(sql`starts_with(${rateLimitBuckets.key}, ${prefix})`);
    },
  };
}

/**
 * Redis's own expiry only tidies up (the scripts decide by the caller's clock), so keys outlive
 * their window or hold by this much: a server clock a little ahead of Redis's still finds them.
 */
const REDIS_GRACE_MS = 60_000;

/*
 * Times travel as the caller's millisecond strings and are stored as given; Lua only compares
 * them. A counter is a hash { count, start }: its window restarts once `start` is a window old.
 * KEYS[1]; ARGV: now, the oldest start still in the window, time to live.
 */
const HIT_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if start == nil or start <= tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'count', 1, 'start', ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'count', 1)`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count ~= nil and count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`;

/** A gate is a string: the instant it opens again. ARGV: now, that instant for this hold, time to live. */
const HOLD_SCRIPT = `
local heldUntil = tonumber(redis.call('GET', KEYS[1]))
if heldUntil ~= nil and heldUntil > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** SCAN's MATCH is a glob: the prefix's own *, ?, [ and \\ must match literally. */
function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  // Not the old `pingjia:rate:` strings: a hash under an old key's name would fail with WRONGTYPE.
  const namespace = 'pingjia:limit:';
  const redisKey = (key: string): string => `${namespace}${key}`;
  return {
    async hit(key, windowMs, now) {
      const at = now.getTime();
      const ttl = windowMs + REDIS_GRACE_MS;
      return Number(await redis.eval(HIT_SCRIPT, 1, redisKey(key), String(at), String(at - windowMs), String(ttl)));
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, redisKey(key));
    },
    async hold(key, holdMs, now) {
      const at = now.getTime();
      const ttl = holdMs + REDIS_GRACE_MS;
      const taken = await redis.eval(HOLD_SCRIPT, 1, redisKey(key), String(at), String(at + holdMs), String(ttl));
      return Number(taken) === 1;
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
    async resetPrefix(prefix) {
      const match = `${globEscape(redisKey(prefix))}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}
