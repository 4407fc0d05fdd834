import { and, eq, getTableColumns, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { keptStatement, type KeptStatement } from '../../db/kept-statement.js';
import {
  answers,
  CacheEpochKind,
  cacheEpochs,
  dimensionScores,
  schools,
  taskStates,
  users,
} from '../../db/schema/index.js';
import { draftRemoval, type StateKey, type TaskStateRow } from './repository.js';

export type ScoreRow = { dimensionId: string; parentDimensionId: string | null; score: number; level: number };

/** The values a score write takes, each as a statement part: a parameter, or a kept statement's placeholder. */
interface ScoreValues {
  userId: SQLWrapper;
  activityId: SQLWrapper;
  taskGroupId: SQLWrapper;
  provinceShardId: SQLWrapper;
  now: SQLWrapper;
  dimensionIds: SQLWrapper;
  parentDimensionIds: SQLWrapper;
  scores: SQLWrapper;
  levels: SQLWrapper;
}

/**
 * The statement parts (CTEs) that make the activity's dimension scores the given rows: the
 * dimensions it no longer scores go, the others are written over. They touch different rows, so
 * their order in the statement does not matter. Each row is placed (class, grade, school, district)
 * where the student is, as the row trigger of migration 0015 would place a row that names no class,
 * and the upsert keeps that place. The rows come as four arrays: one statement text however many
 * dimensions an activity scores.
 */
function scoreWrites(tx: Executor, values: ScoreValues, { writes }: { writes: boolean }) {
  const gone = tx.$with('gone_scores').as(
    tx
      .delete(dimensionScores)
      .where(
        and(
          sql`${dimensionScores.userId} = ${values.userId}::int`,
          sql`${dimensionScores.activityId} = ${values.activityId}::int`,
          sql`${dimensionScores.dimensionId} <> all(${values.dimensionIds}::text[])`,
        ),
      )
      .returning({ dimensionId: dimensionScores.dimensionId }),
  );
  if (!writes) return [gone] as const;
  // The student's place read once for every row, as the row trigger would read it for each.
  const written = tx.$with('written_scores', { dimensionId: dimensionScores.dimensionId }).as(sql`
    INSERT INTO ${dimensionScores} (user_id, activity_id, task_group_id, dimension_id, parent_dimension_id,
      score, level, province_shard_id, updated_at, class_id, grade_id, school_id, district_id)
    SELECT ${values.userId}::int, ${values.activityId}::int, ${values.taskGroupId}::int, s.dimension_id,
      s.parent_dimension_id, s.score, s.level, ${values.provinceShardId}::int, ${values.now}::timestamptz,
      place.class_id, place.grade_id, place.school_id, place.district_id
    FROM unnest(${values.dimensionIds}::text[], ${values.parentDimensionIds}::text[],
      ${values.scores}::real[], ${values.levels}::smallint[]) AS s(dimension_id, parent_dimension_id, score, level)
    LEFT JOIN (
      SELECT u.class_id, u.grade_id, u.school_id, school.district_id FROM ${users} u
      LEFT JOIN ${schools} school ON school.id = u.school_id
      WHERE u.id = ${values.userId}::int
    ) AS place ON true
    ON CONFLICT (user_id, activity_id, dimension_id) DO UPDATE SET task_group_id = excluded.task_group_id,
      parent_dimension_id = excluded.parent_dimension_id, score = excluded.score, level = excluded.level,
      province_shard_id = excluded.province_shard_id, updated_at = excluded.updated_at,
      class_id = excluded.class_id, grade_id = excluded.grade_id, school_id = excluded.school_id,
      district_id = excluded.district_id
    RETURNING dimension_id`);
  return [gone, written] as const;
}

/** The score rows as the four arrays the statement reads. */
function scoreArrays(scores: readonly ScoreRow[]) {
  return {
    dimensionIds: scores.map((score) => score.dimensionId),
    parentDimensionIds: scores.map((score) => score.parentDimensionId),
    scores: scores.map((score) => score.score),
    levels: scores.map((score) => score.level),
  };
}

/** The activity's dimension scores become `scores`, in one statement. */
export async function replaceDimensionScores(tx: Executor, key: StateKey, scores: ScoreRow[], now: Date) {
  const arrays = scoreArrays(scores);
  const [gone, ...rest] = scoreWrites(
    tx,
    {
      userId: sql.param(key.userId),
      activityId: sql.param(key.activityId),
      taskGroupId: sql.param(key.taskGroupId),
      provinceShardId: sql.param(key.provinceShardId),
      now: sql.param(now),
      dimensionIds: sql.param(arrays.dimensionIds),
      parentDimensionIds: sql.param(arrays.parentDimensionIds),
      scores: sql.param(arrays.scores),
      levels: sql.param(arrays.levels),
    },
    { writes: scores.length > 0 },
  );
  // A statement needs a main query: it reads what went.
  await tx
    .with(gone, ...rest)
    .select({ dimensionId: gone.dimensionId })
    .from(gone);
}

/** The task state columns a hand-in sets: a submit's four, or a re-upload's flag alone. */
export type HandInStateChanges =
  | Pick<TaskStateRow, 'userTaskState' | 'respondTimes' | 'reuploadFlag' | 'finishedAt'>
  | Pick<TaskStateRow, 'reuploadFlag'>;

export interface HandIn {
  answer: Pick<
    typeof answers.$inferInsert,
    'submitKey' | 'kind' | 'answers' | 'useTime' | 'totalScore' | 'result' | 'actorUserId' | 'submittedAt'
  >;
  scores: ScoreRow[];
  state: HandInStateChanges;
}

type KeyPlaceholders = { [K in keyof StateKey]: Placeholder };

/**
 * What the triggers of migration 0028 leave to a hand-in that notes its own counters, as statement
 * parts (CTEs) of its one statement: the student's (activity) progress pair and the (task group)
 * report pairs of the scores it replaces, queued under the student's class for the refresh after
 * the commit, and the student's cache epoch raised. The report pairs are the groups the activity's
 * scores sat in before the statement (each is deleted or written over) and the group written now:
 * what the dimension scores' triggers would have noted for these writes.
 */
function countersNoted(tx: Executor, key: KeyPlaceholders, writesScores: boolean) {
  const written = writesScores ? sql`UNION SELECT 'report', ${key.taskGroupId}::int` : sql``;
  const queued = tx.$with('queued_counters', { userId: sql<number>`user_id` }).as(sql`
    INSERT INTO counter_refresh_queue (class_id, kind, user_id, subject_id, province_shard_id)
    SELECT ${sql.placeholder('queueClassId')}::int, p.kind, ${key.userId}::int, p.subject_id, ${key.provinceShardId}::int
    FROM (
      SELECT 'progress', ${key.activityId}::int
      UNION SELECT 'report', d.task_group_id FROM ${dimensionScores} d
        WHERE d.user_id = ${key.userId}::int AND d.activity_id = ${key.activityId}::int
      ${written}
    ) AS p(kind, subject_id)
    RETURNING user_id`);
  const raised = tx.$with('raised_epoch').as(
    tx
      .insert(cacheEpochs)
      .values({ provinceShardId: key.provinceShardId, kind: CacheEpochKind.user, subjectId: key.userId, epoch: 1 })
      .onConflictDoUpdate({
        target: [cacheEpochs.provinceShardId, cacheEpochs.kind, cacheEpochs.subjectId],
        set: { epoch: sql`${cacheEpochs.epoch} + 1` },
      }),
  );
  return [queued, raised] as const;
}

/** A hand-in statement's shape: the state columns it sets, whether it writes scores, whether it notes its counters. */
interface HandInShape {
  stateColumns: readonly (keyof TaskStateRow)[];
  writesScores: boolean;
  notesCounters: boolean;
}

/** The hand-in's statement for one shape. */
function handInStatement(tx: Executor, { stateColumns, writesScores, notesCounters }: HandInShape) {
  const key: KeyPlaceholders = {
    userId: sql.placeholder('userId'),
    activityId: sql.placeholder('activityId'),
    taskGroupId: sql.placeholder('taskGroupId'),
    provinceShardId: sql.placeholder('provinceShardId'),
  };
  const stored = tx.$with('stored_answer').as(
    tx
      .insert(answers)
      .values({
        ...key,
        submitKey: sql.placeholder('submitKey'),
        kind: sql.placeholder('kind'),
        answers: sql.placeholder('answers'),
        useTime: sql.placeholder('useTime'),
        totalScore: sql.placeholder('totalScore'),
        result: sql.placeholder('result'),
        actorUserId: sql.placeholder('actorUserId'),
        submittedAt: sql.placeholder('submittedAt'),
      })
      .onConflictDoNothing()
      .returning({ id: answers.id }),
  );
  const scores = scoreWrites(
    tx,
    {
      ...key,
      now: sql.placeholder('now'),
      dimensionIds: sql.placeholder('dimensionIds'),
      parentDimensionIds: sql.placeholder('parentDimensionIds'),
      scores: sql.placeholder('scores'),
      levels: sql.placeholder('levels'),
    },
    { writes: writesScores },
  );
  const changes = Object.fromEntries<Placeholder>([
    ...stateColumns.map((column): [string, Placeholder] => [column, sql.placeholder(column)]),
    ['updatedAt', sql.placeholder('now')],
  ]);
  const noted = notesCounters ? countersNoted(tx, key, writesScores) : [];
  return (
    tx
      .with(stored, draftRemoval(tx, key.userId, key.activityId), ...scores, ...noted)
      .update(taskStates)
      // Drizzle binds a placeholder in SET to its column, so its value goes through the column's
      // encoder (a Date as a timestamp); its types list values and SQL only.
      .set(changes as PgUpdateSetSource<typeof taskStates>)
      .where(and(eq(taskStates.userId, key.userId), eq(taskStates.activityId, key.activityId)))
      .returning({ ...getTableColumns(taskStates), answerId: sql<number | null>`(SELECT ${stored.id} FROM ${stored})` })
  );
}

type HandInRow = TaskStateRow & { answerId: number | null };

/** One kept statement per shape a hand-in takes (a submit or a re-upload, with scores or without, noting its counters or not). */
const handInStatements = new Map<string, KeptStatement<HandInRow[]>>();

function handInStatementFor(shape: HandInShape): KeptStatement<HandInRow[]> {
  const name = `${shape.stateColumns.join(',')}|${shape.writesScores}|${shape.notesCounters}`;
  let statement = handInStatements.get(name);
  if (!statement) {
    statement = keptStatement(`store_hand_in_${handInStatements.size + 1}`, (tx) => handInStatement(tx, shape));
    handInStatements.set(name, statement);
  }
  return statement;
}

/**
 * A hand-in's writes in one statement: its answer, the activity's dimension scores, the task
 * state, and the draft gone; with `queueClassId` (the transaction notes its own counters:
 * answer-transaction.ts) also its counter pairs queued under that class and the student's epoch
 * raised. `answerId` is null when the student had used the submit key already (the answers'
 * unique key): the caller refuses, and its transaction takes the rest back.
 */
export async function storeHandIn(
  tx: Executor,
  key: StateKey,
  handIn: HandIn,
  now: Date,
  queueClassId: number | null,
): Promise<{ answerId: number | null; state: TaskStateRow }> {
  const statement = handInStatementFor({
    stateColumns: (Object.keys(handIn.state) as (keyof TaskStateRow)[]).sort(),
    writesScores: handIn.scores.length > 0,
    notesCounters: queueClassId !== null,
  });
  const [row] = await statement.run(tx, {
    ...key,
    queueClassId,
    ...handIn.answer,
    ...handIn.state,
    ...scoreArrays(handIn.scores),
    now,
  });
  if (!row) throw new Error('task state update returned no row');
  const { answerId, ...state } = row;
  return { answerId, state };
}

/** The answer's stored result (`answerId`, `answerResult`), as a part (CTE) of the statement that records the hand-in's audit row. */
export function answerResultWrite(tx: Executor) {
  return tx.$with('answer_result').as(
    tx
      .update(answers)
      // node-postgres sends an object as its JSON.
      .set({ result: sql`${sql.placeholder('answerResult')}::jsonb` })
      .where(eq(answers.id, sql.placeholder('answerId'))),
  );
}
