import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  adaptiveAttempts,
  adaptiveBanks,
  adaptiveItems,
  type AdaptiveSnapshotItem,
  type EngineSettings,
} from '../../db/schema/index.js';

export type AttemptRow = typeof adaptiveAttempts.$inferSelect;
export type AttemptChanges = Partial<Omit<typeof adaptiveAttempts.$inferInsert, 'id' | 'userId' | 'activityId'>>;

/** The activity's settings and its items as an attempt copies them; undefined when it has no bank. */
export async function loadBank(
  db: Executor,
  activityId: number,
): Promise<{ settings: EngineSettings; items: AdaptiveSnapshotItem[] } | undefined> {
  const [bank] = await db.select().from(adaptiveBanks).where(eq(adaptiveBanks.activityId, activityId));
  if (!bank) return undefined;
  const rows = await db
    .select()
    .from(adaptiveItems)
    .where(eq(adaptiveItems.activityId, activityId))
    .orderBy(asc(adaptiveItems.sort));
  if (rows.length === 0) return undefined;
  const items = rows.map((row) => ({
    id: row.id,
    indicatorId: row.indicatorId,
    a: row.a,
    b: row.b,
    c: row.c,
    stem: row.stem,
    options: row.options,
    correctOptionId: row.correctOptionId,
  }));
  return { settings: bank.settings, items };
}

export async function findLatestAttempt(
  db: Executor,
  userId: number,
  activityId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(adaptiveAttempts)
    .where(and(eq(adaptiveAttempts.userId, userId), eq(adaptiveAttempts.activityId, activityId)))
    .orderBy(desc(adaptiveAttempts.attemptNo))
    .limit(1);
  return row;
}

export async function insertAttempt(tx: Executor, row: typeof adaptiveAttempts.$inferInsert): Promise<AttemptRow> {
  const [inserted] = await tx.insert(adaptiveAttempts).values(row).returning();
  if (!inserted) throw new Error('adaptive attempt not inserted');
  return inserted;
}

export async function updateAttempt(tx: Executor, id: number, changes: AttemptChanges, now: Date): Promise<AttemptRow> {
  const [row] = await tx
    .update(adaptiveAttempts)
    .set({ ...changes, updatedAt: now })
    .where(eq(adaptiveAttempts.id, id))
    .returning();
  if (!row) throw new Error('adaptive attempt vanished');
  return row;
}
