import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, evaluationPlans, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import { participatesSql } from './participation.js';
import type { ActivityRow, TaskGroupRow } from './visibility.js';

// What a student sees, decided in SQL: the rule the student's calls read before each server kept the
// grade's plan. `grade-plan.api.test.ts` holds the kept plan to it on random plans, so the plan decides
// as `participatesSql` does, which the staff's counts and lists still read in SQL.

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
