import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { hashToken, newToken } from './token.js';
import type { NewSession, SessionStore, StoredSession } from './types.js';

const sessionKey = (id: string): string => `pingjia:session:${id}`;
const tokenKey = (hash: string): string => `pingjia:session-token:${hash}`;
/** The sessions a user holds or acts in, so all of them can be ended at once. */
const userKey = (userId: number): string => `pingjia:user-sessions:${userId}`;
/**
 * When the session was ended, apart from its record: a request that read the record before the
 * revocation and writes it back (a touch, a role switch) cannot bring the session back to life.
 */
const revokedKey = (id: string): string => `pingjia:session-revoked:${id}`;
/** The session's last use, apart from its record, so writing it is one small command that only moves forward. */
const seenKey = (id: string): string => `pingjia:session-seen:${id}`;

/** KEYS[1] seen key; ARGV[1] last use (ms), ARGV[2] the session's end (ms). */
const MOVE_SEEN_FORWARD = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[2]) end
return 0`;

/**
 * KEYS[1] the token's key; ARGV the key prefixes of the session, its revocation mark and its last
 * use: the session a call brings, in one round trip. (The keys it reads follow from the first, so a
 * Redis Cluster would need them in one hash slot; one Redis is what the layout runs.)
 */
const FIND_BY_TOKEN = `
local id = redis.call('GET', KEYS[1])
if not id then return false end
return {redis.call('GET', ARGV[1] .. id), redis.call('GET', ARGV[2] .. id), redis.call('GET', ARGV[3] .. id)}`;
const KEY_PREFIXES = [sessionKey(''), revokedKey(''), seenKey('')];

interface Persisted extends Omit<StoredSession, 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'revokedAt'> {
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

interface Loaded {
  stored: StoredSession;
  tokenHash: string;
}

function revive(raw: string): Loaded {
  const p = JSON.parse(raw) as Persisted;
  const { tokenHash, ...rest } = p;
  return {
    tokenHash,
    stored: {
      ...rest,
      createdAt: new Date(p.createdAt),
      lastSeenAt: new Date(p.lastSeenAt),
      expiresAt: new Date(p.expiresAt),
      revokedAt: p.revokedAt ? new Date(p.revokedAt) : null,
    },
  };
}

function persist(stored: StoredSession, tokenHash: string): string {
  const value: Persisted = {
    ...stored,
    tokenHash,
    createdAt: stored.createdAt.toISOString(),
    lastSeenAt: stored.lastSeenAt.toISOString(),
    expiresAt: stored.expiresAt.toISOString(),
    revokedAt: stored.revokedAt ? stored.revokedAt.toISOString() : null,
  };
  return JSON.stringify(value);
}

/** The session record with its revocation mark and last use, which live apart (see the keys above). */
function fromParts([raw, revokedAt, seen]: readonly (string | null | undefined)[]): Loaded | null {
  if (!raw) return null;
  const found = revive(raw);
  if (revokedAt && !found.stored.revokedAt) found.stored.revokedAt = new Date(revokedAt);
  if (seen && Number(seen) > found.stored.lastSeenAt.getTime()) found.stored.lastSeenAt = new Date(Number(seen));
  return found;
}

/** Keys expire with the session's absolute end, so Redis cleans up after itself. */
export function createRedisSessionStore(redis: Redis): SessionStore {
  async function load(id: string): Promise<Loaded | null> {
    return fromParts(await redis.mget(sessionKey(id), revokedKey(id), seenKey(id)));
  }

  async function save(stored: StoredSession, tokenHash: string): Promise<void> {
    const at = stored.expiresAt.getTime();
    const owners = stored.actorUserId === null ? [stored.userId] : [stored.userId, stored.actorUserId];
    const multi = redis
      .multi()
      .set(sessionKey(stored.sessionId), persist(stored, tokenHash), 'PXAT', at)
      .set(tokenKey(tokenHash), stored.sessionId, 'PXAT', at);
    for (const owner of owners) {
      // The index lives as long as the user's longest session (GT: never shortened).
      multi
        .sadd(userKey(owner), stored.sessionId)
        .pexpireat(userKey(owner), at, 'GT')
        .pexpireat(userKey(owner), at, 'NX');
    }
    await multi.exec();
  }

  async function update(id: string, change: (s: StoredSession) => StoredSession): Promise<void> {
    const current = await load(id);
    if (current) await save(change(current.stored), current.tokenHash);
  }

  /** Marks the session ended first (the mark is never cleared), then records it in the session too. */
  async function end({ stored, tokenHash }: Loaded, now: Date): Promise<void> {
    const endedAt = stored.revokedAt ?? now;
    await redis.set(revokedKey(stored.sessionId), endedAt.toISOString(), 'PXAT', stored.expiresAt.getTime(), 'NX');
    if (!stored.revokedAt) await save({ ...stored, revokedAt: now }, tokenHash);
  }

  /** Ends the sessions in one user's index that `keep` does not spare. */
  async function endIndexed(userId: number, now: Date, keep: (s: StoredSession) => boolean): Promise<void> {
    const ids = await redis.smembers(userKey(userId));
    await Promise.all(
      ids.map(async (id) => {
        const current = await load(id);
        if (current && !keep(current.stored)) await end(current, now);
      }),
    );
  }

  return {
    async create(input: NewSession, now: Date, expiresAt: Date) {
      const token = newToken();
      const stored: StoredSession = {
        sessionId: randomUUID(),
        userId: input.userId,
        roleId: input.roleId,
        provinceShardId: input.provinceShardId,
        actorUserId: input.actorUserId ?? null,
        actorSessionId: input.actorSessionId ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        revokedAt: null,
      };
      await save(stored, hashToken(token));
      return { token, session: stored };
    },
    async findByToken(token) {
      const parts = (await redis.eval(FIND_BY_TOKEN, 1, tokenKey(hashToken(token)), ...KEY_PREFIXES)) as
        (string | null)[] | null;
      return parts ? (fromParts(parts)?.stored ?? null) : null;
    },
    async findById(sessionId) {
      return (await load(sessionId))?.stored ?? null;
    },
    async touch(seen) {
      if (seen.length === 0) return;
      const pipeline = redis.pipeline();
      for (const one of seen) {
        pipeline.eval(MOVE_SEEN_FORWARD, 1, seenKey(one.sessionId), one.at.getTime(), one.expiresAt.getTime());
      }
      const failed = (await pipeline.exec())?.find(([error]) => error)?.[0];
      if (failed) throw failed;
    },
    setRole: (sessionId, roleId) => update(sessionId, (s) => ({ ...s, roleId })),
    async revoke(sessionId, now) {
      const current = await load(sessionId);
      if (current) await end(current, now);
    },
    async rotateToken(sessionId, now) {
      const current = await load(sessionId);
      const token = newToken();
      if (!current) return token;
      await redis.del(tokenKey(current.tokenHash));
      await save({ ...current.stored, lastSeenAt: now }, hashToken(token));
      return token;
    },
    async revokeAllOfUsers(userIds, now, options = {}) {
      for (const userId of userIds) {
        await endIndexed(userId, now, (s) => s.sessionId === options.exceptSessionId);
      }
    },
    // The acting session sits in the actor's index as well as the child's.
    revokeActing: (actorUserId, userId, now) =>
      endIndexed(actorUserId, now, (s) => s.actorUserId !== actorUserId || s.userId !== userId),
    revokeActingFrom: (actorUserId, actorSessionId, now) =>
      endIndexed(actorUserId, now, (s) => s.actorUserId !== actorUserId || s.actorSessionId !== actorSessionId),
  };
}
