import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

export async function countFinished(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), isNotNull(taskStates.finishedAt)));
  return row?.n ?? 0;
}

/** How many activities of the group the student has not finished yet. */
export async function countUnfinishedInGroup(db: Executor, userId: number, taskGroupId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .leftJoin(taskStates, and(eq(taskStates.activityId, activities.id), eq(taskStates.userId, userId)))
    .where(and(eq(activities.taskGroupId, taskGroupId), isNull(taskStates.finishedAt)));
  return row?.n ?? 0;
}

/** The school days (UTC+8, 'YYYY-MM-DD') on which the student handed in an answer since `from`. */
export async function answerDaysSince(db: Executor, userId: number, from: Date): Promise<Set<string>> {
  const day = sql<string>`to_char(${answers.submittedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(answers)
    .where(and(eq(answers.userId, userId), gte(answers.submittedAt, from)));
  return new Set(rows.map((row) => row.day));
}

/** Grants an award once; true when this call granted it. */
export async function grant(
  tx: Executor,
  row: { userId: number; awardId: number; taskGroupId: number; awardedAt: Date; provinceShardId: number },
): Promise<boolean> {
  const inserted = await tx.insert(userAwards).values(row).onConflictDoNothing().returning({ id: userAwards.id });
  return inserted.length === 1;
}

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
