import { StoredDictType } from '@pingjia/contract';
import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { keptStatement } from '../../db/kept-statement.js';
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
import { QUEUE_COUNTERS_SETTING, WRITER_NOTES_COUNTERS_SETTING } from '../progress-live/counter-refresh.js';

export type ItemRow = typeof items.$inferSelect;
export type OptionRow = typeof itemOptions.$inferSelect;
export type TaskStateRow = typeof taskStates.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type DraftRow = typeof answerDrafts.$inferSelect;

/** One student's state of one activity: the key of every row an answer writes. */
export interface StateKey {
  userId: number;
  activityId: number;
  taskGroupId: number;
  provinceShardId: number;
}

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

const stateForUpdate = keptStatement('task_state_for_update', (db) =>
  db
    .select()
    .from(taskStates)
    .where(
      and(eq(taskStates.userId, sql.placeholder('userId')), eq(taskStates.activityId, sql.placeholder('activityId'))),
    )
    .for('update'),
);

const stateCreated = keptStatement('task_state_created', (db) =>
  db
    .insert(taskStates)
    .values({
      userId: sql.placeholder('userId'),
      activityId: sql.placeholder('activityId'),
      taskGroupId: sql.placeholder('taskGroupId'),
      provinceShardId: sql.placeholder('provinceShardId'),
    })
    .onConflictDoNothing()
    .returning(),
);

/**
 * The state row, created open if the student never touched the task, and locked for this
 * transaction. Looked for first: a student's row usually exists (the answer screen saves a draft
 * through here), so that is one statement.
 */
export async function lockState(tx: Executor, key: StateKey): Promise<TaskStateRow> {
  const [found] = await stateForUpdate.run(tx, key);
  if (found) return found;
  // A new row is this transaction's own until it commits: no other can see it, let alone change it.
  const [created] = await stateCreated.run(tx, key);
  if (created) return created;
  // Another transaction created it since the first look.
  const [late] = await stateForUpdate.run(tx, key);
  if (!late) throw new Error('task state vanished under lock');
  return late;
}

type StateChanges = Partial<
  Pick<TaskStateRow, 'userTaskState' | 'respondTimes' | 'isWaive' | 'reuploadFlag' | 'finishedAt'>
>;

export async function updateState(
  tx: Executor,
  userId: number,
  activityId: number,
  changes: StateChanges,
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

/** The statement part (a CTE) that removes the task's draft: a hand-in and a state action leave none. */
export function draftRemoval(tx: Executor, userId: number | Placeholder, activityId: number | Placeholder) {
  return tx.$with('removed_draft').as(
    tx
      .delete(answerDrafts)
      .where(and(eq(answerDrafts.userId, userId), eq(answerDrafts.activityId, activityId)))
      .returning({ userId: answerDrafts.userId }),
  );
}

/** `updateState`, and the task's draft gone, in one statement. */
export async function updateStateDroppingDraft(
  tx: Executor,
  userId: number,
  activityId: number,
  changes: StateChanges,
  now: Date,
): Promise<TaskStateRow> {
  const [row] = await tx
    .with(draftRemoval(tx, userId, activityId))
    .update(taskStates)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(taskStates.userId, userId), eq(taskStates.activityId, activityId)))
    .returning();
  if (!row) throw new Error('task state update returned no row');
  return row;
}

/**
 * Serialises one student's answer actions, so a limit or a state is never read by two writers at
 * once. In the same statement: with `queueCounters`, the transaction's counter pairs are queued for
 * the refresh after its commit (progress-live/counter-refresh.ts) instead of recounted in it; with
 * `writerNotesCounters` as well, the answer tables' triggers leave the noting to the transaction's
 * own hand-in statement.
 */
export async function lockStudent(
  tx: Executor,
  userId: number,
  { queueCounters = false, writerNotesCounters = false } = {},
): Promise<void> {
  const queue = queueCounters ? sql`, ${QUEUE_COUNTERS_SETTING}` : sql``;
  const writer = writerNotesCounters ? sql`, ${WRITER_NOTES_COUNTERS_SETTING}` : sql``;
  await tx.execute(sql`select pg_advisory_xact_lock(4, ${userId})${queue}${writer}`);
}

const answerByKey = keptStatement('answer_by_key', (db) =>
  db
    .select()
    .from(answers)
    .where(and(eq(answers.userId, sql.placeholder('userId')), eq(answers.submitKey, sql.placeholder('submitKey')))),
);

export async function findAnswerByKey(db: Executor, userId: number, submitKey: string): Promise<AnswerRow | undefined> {
  const [row] = await answerByKey.run(db, { userId, submitKey });
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
