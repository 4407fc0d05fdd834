import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TaskState } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  activities,
  adaptiveAttempts,
  answerDrafts,
  answers,
  classes,
  scenarioAttempts,
  schools,
  taskStates,
  users,
} from '../../db/schema/index.js';
import { participatesSql } from '../task-groups/participation.js';
import { addPairs, emptyTally, statusOf, type Tally } from './counts.js';

/*
 * The from-scratch computation of progress: every figure comes from the source rows (users,
 * task states, drafts, attempts, answers, participation) in one pass over the student ×
 * activity pairs. It counts a class's students for their rows; the class counters the
 * database keeps (migration 0011, the same rules in SQL) are proven equal to it by
 * counters.api.test.ts.
 */

export interface PairQuery {
  taskGroupId: number;
  /** One activity of the group; none: every activity of it. */
  activityId?: number | undefined;
}

/**
 * Whether the pair has a row in `table` (one `condition` keeps), probed by the pair's key. A
 * scalar subquery rather than EXISTS or a join: for a class's few hundred pairs PostgreSQL may
 * answer those by reading and hashing the whole table, every draft or attempt of the province
 * (docs/decisions.md, "Scale"); a scalar subquery is always a lookup per pair.
 */
const hasPairRow = (
  table: typeof answerDrafts | typeof adaptiveAttempts | typeof scenarioAttempts,
  condition = sql`true`,
) =>
  sql`((SELECT true FROM ${table} x WHERE x.user_id = ${users.id} AND x.activity_id = ${activities.id} AND ${condition}
    LIMIT 1) IS NOT NULL)`;

/**
 * Started: a draft (programming code included), an adaptive test not handed in or a scenario
 * walk is kept. A handed-in adaptive attempt is history (a reset keeps it), not work in progress.
 */
const startedSql = sql<boolean>`(${hasPairRow(answerDrafts)}
  OR ${hasPairRow(adaptiveAttempts, sql`x.submitted_at IS NULL`)} OR ${hasPairRow(scenarioAttempts)})`;

/** Time spent: the latest handed-in answer's, or the draft's while the activity is not handed in. */
const useTimeSql = sql<number>`coalesce(CASE WHEN ${taskStates.userTaskState} = ${TaskState.submitted}
  THEN (SELECT a.use_time FROM ${answers} a WHERE a.user_id = ${users.id} AND a.activity_id = ${activities.id}
    ORDER BY a.id DESC LIMIT 1)
  ELSE (SELECT d.use_time FROM ${answerDrafts} d WHERE d.user_id = ${users.id} AND d.activity_id = ${activities.id})
  END, 0)`;

/** The ids of the classes the `where` keeps (a condition over classes and their schools). */
function classIdsWhere(db: Executor, where: SQL | undefined) {
  return db.select({ id: classes.id }).from(classes).innerJoin(schools, eq(schools.id, classes.schoolId)).where(where);
}

/** One row per active student of the classes × activity of the group, with what decides its status. */
function pairsOf(db: Executor, query: PairQuery, classWhere: SQL | undefined) {
  return db.$with('pairs').as(
    db
      .select({
        classId: sql<number>`${users.classId}`.as('pair_class_id'),
        userId: sql<number>`${users.id}`.as('pair_user_id'),
        takesPart: participatesSql(activities.taskGroupId, users.id, users.schoolId).as('takes_part'),
        userTaskState: sql<number>`coalesce(${taskStates.userTaskState}, ${TaskState.open})`.as('user_task_state'),
        isWaive: sql<number>`coalesce(${taskStates.isWaive}, 0)`.as('is_waive'),
        started: startedSql.as('started'),
        useTime: useTimeSql.as('use_time'),
        finishedAt: sql<Date | null>`${taskStates.finishedAt}`.mapWith(taskStates.finishedAt).as('finished_at'),
      })
      .from(users)
      .innerJoin(
        activities,
        and(
          eq(activities.taskGroupId, query.taskGroupId),
          query.activityId === undefined ? undefined : eq(activities.id, query.activityId),
        ),
      )
      .leftJoin(taskStates, and(eq(taskStates.userId, users.id), eq(taskStates.activityId, activities.id)))
      // Active student accounts (userType 1, state 1) only; disabled ones leave every figure.
      .where(and(eq(users.userType, 1), eq(users.state, 1), inArray(users.classId, classIdsWhere(db, classWhere)))),
  );
}

/** Each class's tally, from pairs grouped by what decides their status (a few rows per class). */
export async function recomputeClassProgress(
  db: Executor,
  query: PairQuery,
  classWhere: SQL | undefined,
): Promise<Map<number, Tally>> {
  const pairs = pairsOf(db, query, classWhere);
  const buckets = await db
    .with(pairs)
    .select({
      classId: pairs.classId,
      takesPart: pairs.takesPart,
      userTaskState: pairs.userTaskState,
      isWaive: pairs.isWaive,
      started: pairs.started,
      pairs: count(),
      timeSpentSeconds: sql<number>`coalesce(sum(${pairs.useTime}), 0)`.mapWith(Number),
    })
    .from(pairs)
    .groupBy(pairs.classId, pairs.takesPart, pairs.userTaskState, pairs.isWaive, pairs.started);
  const tallies = new Map<number, Tally>();
  for (const bucket of buckets) {
    const tally = tallies.get(bucket.classId) ?? emptyTally();
    addPairs(tally, statusOf(bucket), bucket.pairs, bucket.timeSpentSeconds);
    tallies.set(bucket.classId, tally);
  }
  return tallies;
}

/** Every pair of the classes with its student, for the student rows under a class. */
export async function recomputeStudentPairs(db: Executor, query: PairQuery, classWhere: SQL | undefined) {
  const pairs = pairsOf(db, query, classWhere);
  return db
    .with(pairs)
    .select({
      studentId: pairs.userId,
      userName: users.userName,
      loginName: users.loginName,
      className: classes.name,
      takesPart: pairs.takesPart,
      userTaskState: pairs.userTaskState,
      isWaive: pairs.isWaive,
      started: pairs.started,
      useTime: pairs.useTime,
      finishedAt: pairs.finishedAt,
    })
    .from(pairs)
    .innerJoin(users, eq(users.id, pairs.userId))
    .leftJoin(classes, eq(classes.id, pairs.classId));
}

export type StudentPair = Awaited<ReturnType<typeof recomputeStudentPairs>>[number];
