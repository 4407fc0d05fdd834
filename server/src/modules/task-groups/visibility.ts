import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, evaluationPlans, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import { participatesSql } from './participation.js';

export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** The grade's evaluation plan: its task groups and its stamina limit. */
export async function findPlan(db: Executor, gradeId: number | null) {
  if (gradeId === null) return undefined;
  const [plan] = await db.select().from(evaluationPlans).where(eq(evaluationPlans.gradeId, gradeId));
  return plan;
}

/**
 * The task groups of the student's grade plan that have started (ended ones stay visible as
 * history) and that the student takes part in: a group an admin took the student or their
 * school out of is gone from every student call, as if it were not in the plan.
 */
export async function visibleGroups(db: Executor, student: UserRow, now: Date): Promise<TaskGroupRow[]> {
  const plan = await findPlan(db, student.gradeId);
  if (!plan) return [];
  return db
    .select({ group: taskGroups })
    .from(planTaskGroups)
    .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
    .where(
      and(
        eq(planTaskGroups.planId, plan.id),
        lte(taskGroups.startTime, now),
        participatesSql(taskGroups.id, student.id, student.schoolId),
      ),
    )
    .orderBy(asc(taskGroups.startTime), asc(taskGroups.id))
    .then((rows) => rows.map((row) => row.group));
}

export async function activitiesOfGroups(db: Executor, groupIds: readonly number[]): Promise<ActivityRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(activities)
    .where(inArray(activities.taskGroupId, [...groupIds]))
    .orderBy(asc(activities.sort), asc(activities.id));
}

export async function findVisibleGroup(
  db: Executor,
  student: UserRow,
  taskGroupId: number,
  now: Date,
): Promise<TaskGroupRow> {
  const group = (await visibleGroups(db, student, now)).find((row) => row.id === taskGroupId);
  if (!group) throw notFound();
  return group;
}

/** An activity the student may see, with its group; one of another grade or group reads as missing. */
export async function findVisibleActivity(
  db: Executor,
  student: UserRow,
  activityId: number,
  now: Date,
  taskGroupId?: number,
): Promise<{ activity: ActivityRow; group: TaskGroupRow }> {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  if (!activity || (taskGroupId !== undefined && activity.taskGroupId !== taskGroupId)) throw notFound();
  const group = await findVisibleGroup(db, student, activity.taskGroupId, now);
  return { activity, group };
}

/**
 * The next moment a group of the grade's plan opens or ends after `now`: what a student sees
 * changes then without any row changing (null when nothing is scheduled).
 */
export async function nextScheduleChange(db: Executor, gradeId: number | null, now: Date): Promise<Date | null> {
  const plan = await findPlan(db, gradeId);
  if (!plan) return null;
  // Milliseconds from the database: a timestamp in a raw expression comes back as text.
  const [row] = await db
    .select({
      next: sql<number | null>`(extract(epoch from least(
        min(${taskGroups.startTime}) filter (where ${taskGroups.startTime} > ${now}),
        min(${taskGroups.endTime}) filter (where ${taskGroups.endTime} > ${now}))) * 1000)::float8`,
    })
    .from(planTaskGroups)
    .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
    .where(eq(planTaskGroups.planId, plan.id));
  const next = row?.next ?? null;
  return next === null ? null : new Date(next);
}
