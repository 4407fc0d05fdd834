import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorUserId: number | null;
  actingAsUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  provinceShardId?: number | null;
}

/** Every write calls this inside its own transaction, so the change and its record stand or fall together. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actingAsUserId: entry.actingAsUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    provinceShardId: entry.provinceShardId ?? null,
  });
}

/** Who really did it: when a parent acts as a child, the parent is the actor and the child the one acted as. */
export function auditActor(session: { userId: number; actorUserId: number | null }) {
  return session.actorUserId === null
    ? { actorUserId: session.userId, actingAsUserId: null }
    : { actorUserId: session.actorUserId, actingAsUserId: session.userId };
}
