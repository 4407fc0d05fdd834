import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { evaluationPlans, grades, taskStates, userRoles } from '../../db/schema/index.js';

/** Finished activities per school day (UTC+8) since `from`. */
export async function finishesPerDay(db: Executor, userId: number, from: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${taskStates.finishedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), gte(taskStates.finishedAt, from)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}

export async function countFinishesSince(db: Executor, userId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), gte(taskStates.finishedAt, from)));
  return row?.n ?? 0;
}

export async function findGrade(db: Executor, gradeId: number) {
  const [grade] = await db.select().from(grades).where(eq(grades.id, gradeId));
  return grade;
}

export async function managesSchool(
  db: Executor,
  userId: number,
  roleCode: number,
  schoolId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleCode, roleCode), eq(userRoles.schoolId, schoolId)));
  return row !== undefined;
}

export async function upsertPlanLimit(
  db: Executor,
  values: { gradeId: number; maxFinish: number; recentlyDay: number; provinceShardId: number },
) {
  const [row] = await db
    .insert(evaluationPlans)
    .values(values)
    .onConflictDoUpdate({
      target: evaluationPlans.gradeId,
      set: { maxFinish: values.maxFinish, recentlyDay: values.recentlyDay },
    })
    .returning();
  if (!row) throw new Error('upsert into evaluation_plans returned no row');
  return row;
}
