import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
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

export function createPgSessionStore(db: Database): SessionStore {
  return {
    async create(input: NewSession, now: Date, expiresAt: Date) {
      const token = newToken();
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId: input.userId,
          roleId: input.roleId,
          provinceShardId: input.provinceShardId,
          actorUserId: input.actorUserId ?? null,
          actorSessionId: input.actorSessionId ?? null,
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return { token, session: toStored(row) };
    },
    async findByToken(token) {
      const row = await db.query.sessions.findFirst({ where: eq(sessions.tokenHash, hashToken(token)) });
      return row ? toStored(row) : null;
    },
    async findById(sessionId) {
      const row = await db.query.sessions.findFirst({ where: eq(sessions.id, sessionId) });
      return row ? toStored(row) : null;
    },
    async touch(sessionId, now) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
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
