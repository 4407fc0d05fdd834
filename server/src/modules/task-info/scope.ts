import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { ErrorCode, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { activities, evaluationPlans, parentStudent, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import type { Session } from '../../platform/sessions/types.js';
import { findUserById, type UserRow } from '../accounts/repository.js';
import { Refusal } from '../evaluation/refusal.js';
import { participatesSql } from './participation.js';

export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

const notFound = () => new Refusal(ErrorCode.NotFound, { own: 'notFound' });

/**
 * Whose evaluation data a call reads: a student reads their own (a different id answers as
 * missing); a parent names a bound child. Anyone else, or an unbound child, reads as missing.
 */
export async function resolveStudent(db: Executor, session: Session, requestedId?: number | null): Promise<UserRow> {
  const wanted = requestedId ?? null;
  if (session.roleId === RoleCode.student) {
    if (wanted !== null && wanted !== session.userId) throw notFound();
    return requireStudent(db, session.userId);
  }
  if (session.roleId === RoleCode.parent && wanted !== null) {
    const [link] = await db
      .select()
      .from(parentStudent)
      .where(and(eq(parentStudent.parentId, session.userId), eq(parentStudent.studentId, wanted)));
    if (link) return requireStudent(db, wanted);
  }
  throw notFound();
}

async function requireStudent(db: Executor, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.userType !== 1) throw notFound();
  return user;
}

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
