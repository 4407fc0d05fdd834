import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { QueryResult } from 'pg';
import type { Database } from '../db/client.js';
import { keptStatement, type KeptStatement } from '../db/kept-statement.js';
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
  /**
   * `hit` on each key in turn, in one step: stops after the first count past its `max` (that key
   * and those before it stay counted) and returns the counts made, so fewer than asked when it stopped.
   */
  hitInTurn(hits: readonly CountedHit[], now: Date): Promise<number[]>;
  /** Gives one event back (a reserved slot that turned out not to count); never below zero. */
  release(key: string): Promise<void>;
  /**
   * `release`, or with `reset` `reset`, on each key, in one step. Keys are taken in the order
   * given: give them in the order `hitInTurn` counts them, so the two never wait on each other.
   */
  settle(settlements: readonly Settlement[]): Promise<void>;
  /** Takes the gate for `holdMs` when nobody holds it at `now`; false when it is held. */
  hold(key: string, holdMs: number, now: Date): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Forgets every counter and gate whose key starts with the prefix (an admin's unlock; rare). */
  resetPrefix(prefix: string): Promise<void>;
}

/** One count of `hitInTurn`; without `max` the turn never stops there. */
export interface CountedHit {
  key: string;
  windowMs: number;
  max?: number;
}

/** One key of `settle`: one event given back, or with `reset` the whole key forgotten. */
export interface Settlement {
  key: string;
  reset?: boolean;
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

/** The caller's instant, as the stores compare times (never the database's own clock). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * One upsert per key, each after the first fed by the one before only when that count stayed
 * within its max: the whole turn is one statement, taking its row locks in the order given. Its
 * text depends on which keys have a max, so each such shape is kept once (db/kept-statement.ts);
 * the values are `key<i>`, `max<i>`, `staleBefore<i>` and `now`.
 */
function hitInTurnStatement(withMax: readonly boolean[]): SQL {
  const value = (name: string) => sql.placeholder(name);
  const now = sql`${value('now')}::timestamptz`;
  const steps = withMax.map((_, index) => {
    const row = sql`${value(`key${index}`)}::text, 1, ${now}`;
    const source =
      index === 0
        ? sql`VALUES (${row})`
        : sql`SELECT ${row} FROM ${sql.raw(`hit${index - 1}`)} AS previous
            WHERE ${withMax[index - 1] ? sql`previous.count <= ${value(`max${index - 1}`)}::int` : sql`true`}`;
    const stale = sql`rate_limit_buckets.window_start <= ${value(`staleBefore${index}`)}::timestamptz`;
    return sql`${sql.raw(`hit${index}`)} AS (
      INSERT INTO rate_limit_buckets (key, count, window_start) ${source}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${stale} THEN 1 ELSE rate_limit_buckets.count + 1 END,
        window_start = CASE WHEN ${stale} THEN ${now} ELSE rate_limit_buckets.window_start END
      RETURNING count)`;
  });
  const counts = withMax.map((_, index) => sql.raw(`(SELECT count FROM hit${index}) AS count${index}`));
  return sql`WITH ${sql.join(steps, sql`, `)} SELECT ${sql.join(counts, sql`, `)}`;
}

const hitInTurnStatements = new Map<string, KeptStatement<QueryResult<Record<string, number | null>>>>();

function hitInTurnFor(hits: readonly CountedHit[]) {
  const withMax = hits.map((hit) => hit.max !== undefined);
  const shape = withMax.map((has) => (has ? 'm' : 'n')).join('');
  let statement = hitInTurnStatements.get(shape);
  if (!statement) {
    statement = keptStatement<Record<string, number | null>>(`rate_limit_turn_${shape}`, () =>
      hitInTurnStatement(withMax),
    );
    hitInTurnStatements.set(shape, statement);
  }
  return statement;
}

function hitInTurnValues(hits: readonly CountedHit[], now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { now: now.toISOString() };
  hits.forEach((hit, index) => {
    values[`key${index}`] = hit.key;
    values[`staleBefore${index}`] = new Date(now.getTime() - hit.windowMs).toISOString();
    if (hit.max !== undefined) values[`max${index}`] = hit.max;
  });
  return values;
}

/**
 * Gives back one event of each key, or forgets it with `reset`. One statement changes several
 * rows: it locks them all first, in the order given (FOR UPDATE after ORDER BY), as hitInTurn
 * does, else a settle and a turn on the same keys could deadlock.
 */
const settleStatement = keptStatement(
  'rate_limit_settle',
  () => sql`
    WITH locked AS (
      SELECT key FROM rate_limit_buckets WHERE key = ANY (${sql.placeholder('keys')}::text[])
      ORDER BY array_position(${sql.placeholder('keys')}::text[], key) FOR UPDATE
    ), forgotten AS (
      DELETE FROM rate_limit_buckets WHERE key IN (SELECT key FROM locked) AND key = ANY (${sql.placeholder('reset')}::text[])
    )
    UPDATE rate_limit_buckets SET count = count - 1
    WHERE key IN (SELECT key FROM locked) AND key <> ALL (${sql.placeholder('reset')}::text[]) AND count > 0`,
);

export function createPgRateLimiter(db: Database): RateLimiter {
  async function hitInTurn(hits: readonly CountedHit[], now: Date): Promise<number[]> {
    if (hits.length === 0) return [];
    const { rows } = await hitInTurnFor(hits).run(db, hitInTurnValues(hits, now));
    const counts: number[] = [];
    for (const index of hits.keys()) {
      const count = rows[0]?.[`count${index}`];
      if (count === null || count === undefined) break;
      counts.push(count);
    }
    return counts;
  }
  return {
    async hit(key, windowMs, now) {
      const [count] = await hitInTurn([{ key, windowMs }], now);
      return count ?? 1;
    },
    hitInTurn,
    async release(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`${rateLimitBuckets.count} - 1` })
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.count, 0)));
    },
    async settle(settlements) {
      if (settlements.length === 0) return;
      await settleStatement.run(db, {
        keys: settlements.map(({ key }) => key),
        reset: settlements.filter((s) => s.reset).map(({ key }) => key),
      });
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
 * Hits on KEYS in turn, stopping after a count past its max; ARGV: now, then for each key the
 * oldest start still in its window, its time to live and its max ('' for none).
 */
const HIT_IN_TURN_SCRIPT = `
local counts = {}
for i, key in ipairs(KEYS) do
  local oldest, ttl, max = tonumber(ARGV[3 * i - 1]), ARGV[3 * i], tonumber(ARGV[3 * i + 1])
  local start = tonumber(redis.call('HGET', key, 'start'))
  local count
  if start == nil or start <= oldest then
    redis.call('HSET', key, 'count', 1, 'start', ARGV[1])
    redis.call('PEXPIRE', key, ttl)
    count = 1
  else
    count = redis.call('HINCRBY', key, 'count', 1)
  end
  counts[i] = count
  if max ~= nil and count > max then break end
end
return counts`;

/** For each of KEYS, ARGV says 'reset' (delete it) or 'release' (give one event back, never below zero). */
const SETTLE_SCRIPT = `
for i, key in ipairs(KEYS) do
  if ARGV[i] == 'reset' then
    redis.call('DEL', key)
  else
    local count = tonumber(redis.call('HGET', key, 'count'))
    if count ~= nil and count > 0 then redis.call('HINCRBY', key, 'count', -1) end
  end
end
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
  async function hitInTurn(hits: readonly CountedHit[], now: Date): Promise<number[]> {
    if (hits.length === 0) return [];
    const at = now.getTime();
    const perKey = hits.flatMap(({ windowMs, max }) => [
      String(at - windowMs),
      String(windowMs + REDIS_GRACE_MS),
      max === undefined ? '' : String(max),
    ]);
    const keys = hits.map((hit) => redisKey(hit.key));
    const counts = (await redis.eval(HIT_IN_TURN_SCRIPT, keys.length, ...keys, String(at), ...perKey)) as number[];
    return counts.map(Number);
  }
  async function settle(settlements: readonly Settlement[]) {
    if (settlements.length === 0) return;
    const keys = settlements.map(({ key }) => redisKey(key));
    await redis.eval(SETTLE_SCRIPT, keys.length, ...keys, ...settlements.map((s) => (s.reset ? 'reset' : 'release')));
  }
  return {
    async hit(key, windowMs, now) {
      const [count] = await hitInTurn([{ key, windowMs }], now);
      return count ?? 1;
    },
    hitInTurn,
    release: (key) => settle([{ key }]),
    settle,
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
