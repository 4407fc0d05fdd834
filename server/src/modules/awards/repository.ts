import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { keptStatement } from '../../db/kept-statement.js';
import {
  activities,
  answers,
  awardDefinitions,
  taskStates,
  userAwards,
  type AwardRule,
} from '../../db/schema/index.js';

export type AwardDefinitionRow = typeof awardDefinitions.$inferSelect;

export async function findDefinitions(db: Executor): Promise<AwardDefinitionRow[]> {
  return db.select().from(awardDefinitions).orderBy(asc(awardDefinitions.sort), asc(awardDefinitions.id));
}

/**
 * What the award rules read about the student after a hand-in (`rules.ts`), in one statement:
 * their finished activities, the group's activities they have not finished yet, and the school
 * days (UTC+8) on which they handed in an answer since `answersFrom`.
 */
const awardFactsStatement = keptStatement<{ finished: number; unfinished: number; days: string[] }>(
  'award_facts',
  (db) => {
    const userId = sql.placeholder('userId');
    const day = sql`to_char(${answers.submittedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
    const finished = db
      .select({ n: sql`count(*)::int` })
      .from(taskStates)
      .where(and(eq(taskStates.userId, userId), isNotNull(taskStates.finishedAt)));
    const unfinished = db
      .select({ n: sql`count(*)::int` })
      .from(activities)
      .leftJoin(taskStates, and(eq(taskStates.activityId, activities.id), eq(taskStates.userId, userId)))
      .where(and(eq(activities.taskGroupId, sql.placeholder('taskGroupId')), isNull(taskStates.finishedAt)));
    const days = db
      .selectDistinct({ day })
      .from(answers)
      .where(
        and(eq(answers.userId, userId), gte(answers.submittedAt, sql`${sql.placeholder('answersFrom')}::timestamptz`)),
      );
    return sql`SELECT (${finished}) AS finished, (${unfinished}) AS unfinished, ARRAY(${days}) AS days`;
  },
);

export async function awardFacts(
  db: Executor,
  userId: number,
  taskGroupId: number,
  answersFrom: Date,
): Promise<{ finishedCount: number; unfinishedInGroup: number; answerDays: Set<string> }> {
  const { rows } = await awardFactsStatement.run(db, { userId, taskGroupId, answersFrom: answersFrom.toISOString() });
  const [row] = rows;
  return {
    finishedCount: row?.finished ?? 0,
    unfinishedInGroup: row?.unfinished ?? 0,
    answerDays: new Set(row?.days ?? []),
  };
}

/** The awards one hand-in earned: each (award, task group) for the student at one moment. */
export interface AwardGrant {
  userId: number;
  awardedAt: Date;
  provinceShardId: number;
  awards: readonly { awardId: number; taskGroupId: number }[];
}

/** The grants as two arrays: one statement text however many awards a hand-in earns. */
const grantStatement = keptStatement<{ award_id: number; task_group_id: number }>('grant_awards', () => {
  const awardsEarned = sql`unnest(${sql.placeholder('awardIds')}::int[], ${sql.placeholder('taskGroupIds')}::int[])`;
  return sql`INSERT INTO ${userAwards} (user_id, award_id, task_group_id, awarded_at, province_shard_id)
    SELECT ${sql.placeholder('userId')}::int, g.award_id, g.task_group_id, ${sql.placeholder('awardedAt')}::timestamptz,
      ${sql.placeholder('provinceShardId')}::int
    FROM ${awardsEarned} AS g(award_id, task_group_id)
    ON CONFLICT DO NOTHING
    RETURNING award_id, task_group_id`;
});

/** Grants each award once, in one statement; returns the (award, group) pairs this call granted. */
export async function grantAll(tx: Executor, grant: AwardGrant): Promise<Set<string>> {
  if (grant.awards.length === 0) return new Set();
  const { rows } = await grantStatement.run(tx, {
    userId: grant.userId,
    awardedAt: grant.awardedAt.toISOString(),
    provinceShardId: grant.provinceShardId,
    awardIds: grant.awards.map((award) => award.awardId),
    taskGroupIds: grant.awards.map((award) => award.taskGroupId),
  });
  return new Set(rows.map((row) => grantKey({ awardId: row.award_id, taskGroupId: row.task_group_id })));
}

/** How `grantAll` names a granted award. */
export const grantKey = (row: { awardId: number; taskGroupId: number }): string => `${row.awardId}:${row.taskGroupId}`;

export async function findUserAwards(db: Executor, userId: number, taskGroupId?: number) {
  const conditions = [eq(userAwards.userId, userId)];
  if (taskGroupId !== undefined) conditions.push(eq(userAwards.taskGroupId, taskGroupId));
  return db
    .select({
      award: awardDefinitions,
      taskGroupId: userAwards.taskGroupId,
      awardedAt: userAwards.awardedAt,
      seenAt: userAwards.seenAt,
    })
    .from(userAwards)
    .innerJoin(awardDefinitions, eq(awardDefinitions.id, userAwards.awardId))
    .where(and(...conditions))
    .orderBy(asc(awardDefinitions.sort), asc(userAwards.awardedAt));
}

export async function markAwardsSeen(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(userAwards)
    .set({ seenAt: now })
    .where(and(eq(userAwards.userId, userId), isNull(userAwards.seenAt)));
}

export type { AwardRule };
