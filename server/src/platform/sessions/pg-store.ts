import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { CacheEpochKind, cacheEpochs, sessions } from '../../db/schema/index.js';
import { keptStatement } from '../../db/kept-statement.js';
import { createBatchLoader } from '../batch-loader.js';
import { hashToken, newToken } from './token.js';
import type { NewSession, SessionStore, StoredSession } from './types.js';

type Row = typeof sessions.$inferSelect;

function toStored(row: Row): StoredSession {
  return {
    sessionId: row.id,
    userId: row.userId,
    roleId: row.roleId,
    actorUserId: row.actorUserId,
    actorSessionId: row.actorSessionId,
    provinceShardId: row.provinceShardId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
  };
}

const userEpoch = alias(cacheEpochs, 'user_epoch');
const provinceEpoch = alias(cacheEpochs, 'province_epoch');

/** The sessions of many tokens with the epochs the caches compare against: one prepared statement for a crowd of calls. */
function prepareByTokens(db: Database) {
  return db
    .select({
      session: sessions,
      userEpoch: sql<number>`coalesce(${userEpoch.epoch}, 0)::float8`,
      provinceEpoch: sql<number>`coalesce(${provinceEpoch.epoch}, 0)::float8`,
    })
    .from(sessions)
    .leftJoin(
      userEpoch,
      and(
        eq(userEpoch.provinceShardId, sessions.provinceShardId),
        eq(userEpoch.kind, CacheEpochKind.user),
        eq(userEpoch.subjectId, sessions.userId),
      ),
    )
    .leftJoin(
      provinceEpoch,
      and(
        eq(provinceEpoch.provinceShardId, sessions.provinceShardId),
        eq(provinceEpoch.kind, CacheEpochKind.province),
        eq(provinceEpoch.subjectId, 0),
      ),
    )
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare('sessions_by_tokens');
}

type ByTokenRow = Awaited<ReturnType<ReturnType<typeof prepareByTokens>['execute']>>[number];

/** Every call needs its session: calls arriving together are answered by one read. */
function createTokenLoader(db: Database) {
  const byTokens = prepareByTokens(db);
  return createBatchLoader<string, ByTokenRow>(async (tokenHashes) => {
    const rows = await byTokens.execute({ tokenHashes });
    return new Map(rows.map((row) => [row.session.tokenHash, row]));
  });
}

const sessionCreated = keptStatement('session_created', (db) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      roleId: sql.placeholder('roleId'),
      provinceShardId: sql.placeholder('provinceShardId'),
      actorUserId: sql.placeholder('actorUserId'),
      actorSessionId: sql.placeholder('actorSessionId'),
      createdAt: sql.placeholder('now'),
      lastSeenAt: sql.placeholder('now'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning(),
);

export function createPgSessionStore(db: Database): SessionStore {
  const byToken = createTokenLoader(db);
  return {
    async create(input: NewSession, now: Date, expiresAt: Date) {
      const token = newToken();
      const [row] = await sessionCreated.run(db, {
        tokenHash: hashToken(token),
        userId: input.userId,
        roleId: input.roleId,
        provinceShardId: input.provinceShardId,
        actorUserId: input.actorUserId ?? null,
        actorSessionId: input.actorSessionId ?? null,
        now,
        expiresAt,
      });
      if (!row) throw new Error('session insert returned nothing');
      return { token, session: toStored(row) };
    },
    async findByToken(token) {
      const row = await byToken.load(hashToken(token));
      if (!row) return null;
      return { ...toStored(row.session), epochs: { user: row.userEpoch, province: row.provinceEpoch } };
    },
    async findById(sessionId) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      return row ? toStored(row) : null;
    },
    async touch(seen) {
      if (seen.length === 0) return;
      const ids = seen.map((one) => one.sessionId);
      const times = seen.map((one) => one.at.toISOString());
      await db.execute(sql`
        update sessions s set last_seen_at = v.at
        from unnest(${sql.param(ids)}::uuid[], ${sql.param(times)}::timestamptz[]) as v(id, at)
        where s.id = v.id and s.last_seen_at < v.at`);
    },
    async setRole(sessionId, roleId) {
      await db.update(sessions).set({ roleId }).where(eq(sessions.id, sessionId));
    },
    async revoke(sessionId, now) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },
    async rotateToken(sessionId, now) {
      const token = newToken();
      await db
        .update(sessions)
        .set({ tokenHash: hashToken(token), lastSeenAt: now })
        .where(eq(sessions.id, sessionId));
      return token;
    },
    async revokeAllOfUsers(userIds, now, options = {}) {
      for (let start = 0; start < userIds.length; start += 5000) {
        const slice = userIds.slice(start, start + 5000);
        await db
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              isNull(sessions.revokedAt),
              or(inArray(sessions.userId, slice), inArray(sessions.actorUserId, slice)),
              options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
            ),
          );
      }
    },
    async revokeActing(actorUserId, userId, now) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(isNull(sessions.revokedAt), eq(sessions.actorUserId, actorUserId), eq(sessions.userId, userId)));
    },
    async revokeActingFrom(actorUserId, actorSessionId, now) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            isNull(sessions.revokedAt),
            eq(sessions.actorUserId, actorUserId),
            eq(sessions.actorSessionId, actorSessionId),
          ),
        );
    },
  };
}
