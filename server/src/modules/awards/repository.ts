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

export interface AwardGrant {
  userId: number;
  awardId: number;
  taskGroupId: number;
  awardedAt: Date;
  provinceShardId: number;
}

/** Grants each award once, in one statement; returns the (award, group) pairs this call granted. */
export async function grantAll(tx: Executor, rows: readonly AwardGrant[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(userAwards)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ awardId: userAwards.awardId, taskGroupId: userAwards.taskGroupId });
  return new Set(inserted.map((row) => grantKey(row)));
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
