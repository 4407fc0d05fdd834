import { and, asc, eq, inArray, lte } from 'drizzle-orm';
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

/** Whether the student sees the group: it has started (ended ones stay as history) and they take part. */
function visibleSql(student: UserRow, now: Date) {
  return and(lte(taskGroups.startTime, now), participatesSql(taskGroups.id, student.id, student.schoolId));
}

/**
 * The task groups of the student's grade plan that have started (ended ones stay visible as
 * history) and that the student takes part in: a group an admin took the student or their
 * school out of is gone from every student call, as if it were not in the plan.
 */
export async function visibleGroups(db: Executor, student: UserRow, now: Date): Promise<TaskGroupRow[]> {
  if (student.gradeId === null) return [];
  // The plan is joined in (one a grade): no statement of its own.
  const rows = await db
    .select({ group: taskGroups })
    .from(planTaskGroups)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
    .where(and(eq(evaluationPlans.gradeId, student.gradeId), visibleSql(student, now)))
    .orderBy(asc(taskGroups.startTime), asc(taskGroups.id));
  return rows.map((row) => row.group);
}

export async function activitiesOfGroups(db: Executor, groupIds: readonly number[]): Promise<ActivityRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(activities)
    .where(inArray(activities.taskGroupId, [...groupIds]))
    .orderBy(asc(activities.sort), asc(activities.id));
}

/** An activity the student may see, with its group; one of another grade or group reads as missing. */
export async function findVisibleActivity(
  db: Executor,
  student: UserRow,
  activityId: number,
  now: Date,
  taskGroupId?: number,
): Promise<{ activity: ActivityRow; group: TaskGroupRow }> {
  if (student.gradeId === null) throw notFound();
  const [found] = await db
    .select({ activity: activities, group: taskGroups })
    .from(activities)
    .innerJoin(taskGroups, eq(taskGroups.id, activities.taskGroupId))
    .innerJoin(planTaskGroups, eq(planTaskGroups.taskGroupId, taskGroups.id))
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .where(and(eq(activities.id, activityId), eq(evaluationPlans.gradeId, student.gradeId), visibleSql(student, now)));
  if (!found || (taskGroupId !== undefined && found.activity.taskGroupId !== taskGroupId)) throw notFound();
  return found;
}
