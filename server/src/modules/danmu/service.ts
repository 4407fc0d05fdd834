import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { danmuMessages } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Session } from '../../platform/sessions/types.js';
import { notFound } from '../../platform/refusal.js';

const present = (row: typeof danmuMessages.$inferSelect) => ({
  id: row.id,
  content: row.content,
  enabled: row.enabled,
  sort: row.sort,
});

/** What the student home drifts across the screen: the enabled messages in their order. */
export async function enabledMessages(db: Executor) {
  const rows = await db
    .select()
    .from(danmuMessages)
    .where(eq(danmuMessages.enabled, true))
    .orderBy(asc(danmuMessages.sort), asc(danmuMessages.id));
  return rows.map((row) => ({ id: row.id, content: row.content }));
}

export async function allMessages(db: Executor) {
  return (await db.select().from(danmuMessages).orderBy(asc(danmuMessages.sort), asc(danmuMessages.id))).map(present);
}

export interface DanmuInput {
  id?: number | undefined;
  content: string;
  enabled: boolean;
  sort: number;
}

/** Adds a message, or edits one (text, switched on or off, order); every change is audited. */
export async function saveMessage(db: Database, session: Session, input: DanmuInput, ip: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const values = {
      content: input.content,
      enabled: input.enabled,
      sort: input.sort,
      updatedBy: session.userId,
      updatedAt: now,
    };
    const [before] = input.id ? await tx.select().from(danmuMessages).where(eq(danmuMessages.id, input.id)) : [];
    if (input.id && !before) throw notFound();
    const [saved] = before
      ? await tx.update(danmuMessages).set(values).where(eq(danmuMessages.id, before.id)).returning()
      : await tx.insert(danmuMessages).values(values).returning();
    if (!saved) throw new Error('danmu message not saved');
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'danmu.save',
      entityType: 'danmuMessage',
      entityId: saved.id,
      before: before ? present(before) : null,
      after: present(saved),
      ip,
    });
    return present(saved);
  });
}
