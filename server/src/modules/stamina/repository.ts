import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { keptStatement } from '../../db/kept-statement.js';
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

/**
 * The grade plan's limit and window (null without a plan: the caller's defaults) and the student's
 * finishes in that window, in one statement. The window is `windowStart`'s: from the school day's
 * midnight, back whole days of 24 hours (China Standard Time keeps no daylight saving).
 */
const limitAndFinishes = keptStatement<{ max_finish: number | null; recently_day: number | null; day_finish: number }>(
  'stamina_limit_and_finishes',
  () => {
    const days = sql`greatest(coalesce(p.recently_day, ${sql.placeholder('defaultDays')}::int), 1)`;
    return sql`
    SELECT p.max_finish, p.recently_day,
      (SELECT count(*)::int FROM ${taskStates} t WHERE t.user_id = ${sql.placeholder('userId')}::int
         AND t.finished_at >= ${sql.placeholder('dayStart')}::timestamptz - (${days} - 1) * interval '24 hours') AS day_finish
    FROM (SELECT 1) AS one LEFT JOIN ${evaluationPlans} p ON p.grade_id = ${sql.placeholder('gradeId')}::int`;
  },
);

export async function findLimitAndFinishes(
  db: Executor,
  student: { id: number; gradeId: number | null },
  dayStart: Date,
  defaultDays: number,
): Promise<{ maxFinish: number | null; recentlyDay: number | null; dayFinish: number }> {
  const result = await limitAndFinishes.run(db, {
    userId: student.id,
    gradeId: student.gradeId,
    dayStart: dayStart.toISOString(),
    defaultDays,
  });
  const row = result.rows[0];
  if (!row) throw new Error('the stamina query returned no row');
  return { maxFinish: row.max_finish, recentlyDay: row.recently_day, dayFinish: row.day_finish };
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
