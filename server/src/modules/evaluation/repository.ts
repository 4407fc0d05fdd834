import { StoredDictType } from '@pingjia/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  answerDrafts,
  answers,
  dictionaries,
  dimensionScores,
  itemIndicators,
  itemOptions,
  items,
  taskStates,
  type AnswerMap,
} from '../../db/schema/index.js';

export type ItemRow = typeof items.$inferSelect;
export type OptionRow = typeof itemOptions.$inferSelect;
export type TaskStateRow = typeof taskStates.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type DraftRow = typeof answerDrafts.$inferSelect;

export interface FullItem extends ItemRow {
  options: OptionRow[];
  indicators: { indicatorId: string; weight: number }[];
}

export async function loadItems(db: Executor, activityId: number): Promise<FullItem[]> {
  const rows = await db.select().from(items).where(eq(items.activityId, activityId)).orderBy(asc(items.sort));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // `db` may be a submit's transaction (one connection), so the two reads run in turn.
  const options = await db
    .select()
    .from(itemOptions)
    .where(inArray(itemOptions.itemId, ids))
    .orderBy(asc(itemOptions.sort));
  const links = await db.select().from(itemIndicators).where(inArray(itemIndicators.itemId, ids));
  return rows.map((row) => ({
    ...row,
    options: options.filter((option) => option.itemId === row.id),
    indicators: links
      .filter((link) => link.itemId === row.id)
      .map(({ indicatorId, weight }) => ({ indicatorId, weight })),
  }));
}

export async function countItems(db: Executor, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(eq(items.activityId, activityId));
  return row?.n ?? 0;
}

/** Indicator → aspect, from the dimension tree dictionary. */
export async function dimensionParents(db: Executor): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ key: dictionaries.dictKey, parent: dictionaries.parentKey })
    .from(dictionaries)
    .where(eq(dictionaries.dictType, StoredDictType.dimension));
  return new Map(rows.map((row) => [row.key, row.parent]));
}

export async function findStates(
  db: Executor,
  userId: number,
  activityIds: readonly number[],
): Promise<TaskStateRow[]> {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), inArray(taskStates.activityId, [...activityIds])));
}

export async function findState(db: Executor, userId: number, activityId: number): Promise<TaskStateRow | undefined> {
  const [row] = await db
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), eq(taskStates.activityId, activityId)));
  return row;
}

/** The state row, created open if the student never touched the task, and locked for this transaction. */
export async function lockState(
  tx: Executor,
  key: { userId: number; activityId: number; taskGroupId: number; provinceShardId: number },
): Promise<TaskStateRow> {
  await tx.insert(taskStates).values(key).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(taskStates)
    .where(and(eq(taskStates.userId, key.userId), eq(taskStates.activityId, key.activityId)))
    .for('update');
  if (!row) throw new Error('task state vanished under lock');
  return row;
}

export async function updateState(
  tx: Executor,
  userId: number,
  activityId: number,
  changes: Partial<Pick<TaskStateRow, 'userTaskState' | 'respondTimes' | 'isWaive' | 'reuploadFlag' | 'finishedAt'>>,
  now: Date,
): Promise<TaskStateRow> {
  const [row] = await tx
    .update(taskStates)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(taskStates.userId, userId), eq(taskStates.activityId, activityId)))
    .returning();
  if (!row) throw new Error('task state update returned no row');
  return row;
}

/** Serialises one student's answer actions, so a limit or a state is never read by two writers at once. */
export async function lockStudent(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4, ${userId})`);
}

export async function findAnswerByKey(db: Executor, userId: number, submitKey: string): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.userId, userId), eq(answers.submitKey, submitKey)));
  return row;
}

export async function findLatestAnswer(
  db: Executor,
  userId: number,
  activityId: number,
): Promise<AnswerRow | undefined> {
  const [row] = await db
    .select()
    .from(answers)
    .where(and(eq(answers.userId, userId), eq(answers.activityId, activityId)))
    .orderBy(desc(answers.id))
    .limit(1);
  return row;
}

/**
 * The latest answer the task state still stands by. respondTimes counts hand-ins and an admin's reset puts
 * it back to 0, so an answer from before a reset (kept in history) reads as none until the next hand-in.
 */
export async function findStandingAnswer(
  db: Executor,
  userId: number,
  activityId: number,
): Promise<AnswerRow | undefined> {
  const state = await findState(db, userId, activityId);
  return state && state.respondTimes > 0 ? findLatestAnswer(db, userId, activityId) : undefined;
}

export async function insertAnswer(tx: Executor, row: typeof answers.$inferInsert): Promise<AnswerRow | undefined> {
  const [inserted] = await tx.insert(answers).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setAnswerResult(tx: Executor, answerId: number, result: Record<string, unknown>): Promise<void> {
  await tx.update(answers).set({ result }).where(eq(answers.id, answerId));
}

export async function replaceDimensionScores(
  tx: Executor,
  key: { userId: number; activityId: number; taskGroupId: number; provinceShardId: number },
  scores: { dimensionId: string; parentDimensionId: string | null; score: number; level: number }[],
  now: Date,
): Promise<void> {
  await tx
    .delete(dimensionScores)
    .where(and(eq(dimensionScores.userId, key.userId), eq(dimensionScores.activityId, key.activityId)));
  if (scores.length === 0) return;
  await tx.insert(dimensionScores).values(scores.map((score) => ({ ...key, ...score, updatedAt: now })));
}

export async function findDraft(db: Executor, userId: number, activityId: number): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(answerDrafts)
    .where(and(eq(answerDrafts.userId, userId), eq(answerDrafts.activityId, activityId)));
  return row;
}

export async function saveDraft(
  tx: Executor,
  row: { userId: number; activityId: number; answers: AnswerMap; useTime: number; provinceShardId: number },
  now: Date,
): Promise<void> {
  await tx
    .insert(answerDrafts)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [answerDrafts.userId, answerDrafts.activityId],
      set: { answers: row.answers, useTime: row.useTime, updatedAt: now },
    });
}

export async function deleteDraft(tx: Executor, userId: number, activityId: number): Promise<void> {
  await tx.delete(answerDrafts).where(and(eq(answerDrafts.userId, userId), eq(answerDrafts.activityId, activityId)));
}

export async function findDimensionScores(
  db: Executor,
  userId: number,
  filter: { activityId?: number; taskGroupId?: number },
) {
  const conditions = [eq(dimensionScores.userId, userId)];
  if (filter.activityId !== undefined) conditions.push(eq(dimensionScores.activityId, filter.activityId));
  if (filter.taskGroupId !== undefined) conditions.push(eq(dimensionScores.taskGroupId, filter.taskGroupId));
  return db
    .select()
    .from(dimensionScores)
    .where(and(...conditions))
    .orderBy(asc(dimensionScores.dimensionId));
}
