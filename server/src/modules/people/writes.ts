import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { auditLog, users } from '../../db/schema/index.js';
import { auditActor, placeColumns, placeOf, type AuditPlace } from '../../platform/audit.js';
import type { Session } from '../../platform/sessions/types.js';

export interface AuditContext {
  session: Session;
  ip: string | null;
  /** Why, as the caller gave it (customer service must): recorded in each entry's `after`. */
  reason?: string;
}

interface BatchAudit {
  action: string;
  entityType: string;
  /** An entry's place follows from its entity when that is an account (`placeOf`), unless given. */
  entries: { entityId: number; before: unknown; after: unknown; place?: AuditPlace | null }[];
}

/**
 * One audit row per person changed, written in the change's own transaction; a batch goes
 * in one statement, since a grade's password reset may touch thousands of students.
 */
export async function auditBatch(tx: Executor, audit: AuditContext, batch: BatchAudit): Promise<void> {
  if (batch.entries.length === 0) return;
  const actor = auditActor(audit.session);
  for (let start = 0; start < batch.entries.length; start += 1000) {
    await tx.insert(auditLog).values(
      batch.entries.slice(start, start + 1000).map((entry) => ({
        ...actor,
        action: batch.action,
        entityType: batch.entityType,
        entityId: String(entry.entityId),
        before: entry.before ?? null,
        after: audit.reason === undefined ? (entry.after ?? null) : { ...(entry.after ?? {}), reason: audit.reason },
        ip: audit.ip,
        provinceShardId: audit.session.provinceShardId,
        ...placeColumns(placeOf({ ...actor, entityType: batch.entityType, ...entry })),
      })),
    );
  }
}

/** Sets the same initial password on every account; each must change it at its next sign-in. */
async function resetPasswords(
  tx: Executor,
  userIds: readonly number[],
  passwordHash: string,
  now: Date,
  audit: AuditContext,
) {
  if (userIds.length === 0) return 0;
  for (let start = 0; start < userIds.length; start += 5000) {
    const slice = userIds.slice(start, start + 5000);
    await tx
      .update(users)
      .set({ passwordHash, passwordIsInitial: true, updatedAt: now })
      .where(inArray(users.id, slice));
  }
  await auditBatch(tx, audit, {
    action: 'user.resetPassword',
    entityType: 'user',
    entries: userIds.map((entityId) => ({ entityId, before: null, after: { passwordIsInitial: true } })),
  });
  return userIds.length;
}

async function setStates(
  tx: Executor,
  rows: readonly { id: number; state: number }[],
  state: number,
  now: Date,
  audit: AuditContext,
) {
  const changed = rows.filter((row) => row.state !== state);
  if (changed.length > 0) {
    await tx
      .update(users)
      .set({ state, updatedAt: now })
      .where(
        inArray(
          users.id,
          changed.map((row) => row.id),
        ),
      );
  }
  await auditBatch(tx, audit, {
    action: 'user.updateState',
    entityType: 'user',
    entries: changed.map((row) => ({ entityId: row.id, before: { state: row.state }, after: { state } })),
  });
  return changed.length;
}

const ACTIVE = 1;

/**
 * Resets the passwords in one transaction, then ends every session of those accounts: whoever
 * knew the old password, or sat signed in at a shared tablet, is out at once.
 */
export async function resetPasswordsOf(
  ctx: AppContext,
  userIds: readonly number[],
  passwordHash: string,
  audit: AuditContext,
) {
  const now = ctx.clock();
  const count = await ctx.db.transaction((tx) => resetPasswords(tx, userIds, passwordHash, now, audit));
  await ctx.sessions.revokeAllOfUsers(userIds, now);
  return count;
}

/** Changes the accounts' state; a deactivated account's sessions end at once, not when they expire. */
export async function setStatesOf(
  ctx: AppContext,
  rows: readonly { id: number; state: number }[],
  state: number,
  audit: AuditContext,
) {
  const now = ctx.clock();
  const count = await ctx.db.transaction((tx) => setStates(tx, rows, state, now, audit));
  if (state !== ACTIVE)
    await ctx.sessions.revokeAllOfUsers(
      rows.map((row) => row.id),
      now,
    );
  return count;
}

/** A concurrent insert of the same login name loses on the unique index; the caller turns it into "taken". */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}
