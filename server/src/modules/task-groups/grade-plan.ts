import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, evaluationPlans, participation, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import type { UserRow } from '../accounts/repository.js';
import type { ActivityRow, TaskGroupRow } from './visibility.js';

/** Explicit participation choices of one task group: by school id and by student id. */
interface Choices {
  schools: Map<number, boolean>;
  students: Map<number, boolean>;
}

/**
 * A grade's plan as students see it, whatever the hour: every group of the plan (in the order
 * students see them), their activities and the participation choices. Only editors change it, so
 * a server keeps it under the province's epoch (`KeptContent.plan`) and decides visibility in
 * memory: the same rules as the SQL in `test-support.ts`, without a statement.
 */
export interface GradePlan {
  /** By start, then id. */
  groups: TaskGroupRow[];
  /** By sort, then id. */
  activities: ActivityRow[];
  choices: Map<number, Choices>;
}

export async function loadGradePlan(db: Executor, gradeId: number | null): Promise<GradePlan> {
  if (gradeId === null) return { groups: [], activities: [], choices: new Map() };
  const groups = (
    await db
      .select({ group: taskGroups })
      .from(planTaskGroups)
      .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
      .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
      .where(eq(evaluationPlans.gradeId, gradeId))
      .orderBy(asc(taskGroups.startTime), asc(taskGroups.id))
  ).map((row) => row.group);
  const groupIds = groups.map((group) => group.id);
  if (groupIds.length === 0) return { groups, activities: [], choices: new Map() };
  const [activityRows, choiceRows] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(inArray(activities.taskGroupId, groupIds))
      .orderBy(asc(activities.sort), asc(activities.id)),
    db
      .select({
        taskGroupId: participation.taskGroupId,
        subjectType: participation.subjectType,
        subjectId: participation.subjectId,
        participates: participation.participates,
      })
      .from(participation)
      .where(inArray(participation.taskGroupId, groupIds)),
  ]);
  const choices = new Map<number, Choices>();
  for (const row of choiceRows) {
    let group = choices.get(row.taskGroupId);
    if (!group) choices.set(row.taskGroupId, (group = { schools: new Map(), students: new Map() }));
    (row.subjectType === 'school' ? group.schools : group.students).set(row.subjectId, row.participates);
  }
  return { groups, activities: activityRows, choices };
}

/** `participatesSql` in memory: the student's own choice, else their school's, else taking part. */
function participates(plan: GradePlan, taskGroupId: number, student: UserRow): boolean {
  const group = plan.choices.get(taskGroupId);
  if (!group) return true;
  return (
    group.students.get(student.id) ??
    (student.schoolId === null ? undefined : group.schools.get(student.schoolId)) ??
    true
  );
}

/** `visibleGroups` on a kept plan: started (ended ones stay as history) and taken part in. */
export function visibleGroupsIn(plan: GradePlan, student: UserRow, now: Date): TaskGroupRow[] {
  return plan.groups.filter(
    (group) => group.startTime.getTime() <= now.getTime() && participates(plan, group.id, student),
  );
}

/** One of `visibleGroupsIn`: a group the student does not see reads as missing. */
export function visibleGroupIn(plan: GradePlan, student: UserRow, taskGroupId: number, now: Date): TaskGroupRow {
  const group = visibleGroupsIn(plan, student, now).find((row) => row.id === taskGroupId);
  if (!group) throw notFound();
  return group;
}

/** The activities of the given groups, in the plan's order. */
export function activitiesIn(plan: GradePlan, groupIds: readonly number[]): ActivityRow[] {
  const wanted = new Set(groupIds);
  return plan.activities.filter((activity) => wanted.has(activity.taskGroupId));
}

/** `findVisibleActivity` on a kept plan: one of another grade or group, or not visible, reads as missing. */
export function visibleActivityIn(
  plan: GradePlan,
  student: UserRow,
  activityId: number,
  now: Date,
  taskGroupId?: number,
): { activity: ActivityRow; group: TaskGroupRow } {
  const activity = plan.activities.find((row) => row.id === activityId);
  const group = activity && visibleGroupsIn(plan, student, now).find((row) => row.id === activity.taskGroupId);
  if (!activity || !group || (taskGroupId !== undefined && activity.taskGroupId !== taskGroupId)) throw notFound();
  return { activity, group };
}

/** The next moment a group of the plan opens or ends after `now` (what students see changes then with no row changing), or null. */
export function nextScheduleChangeIn(plan: GradePlan, now: Date): Date | null {
  const moments = plan.groups
    .flatMap((group) => [group.startTime.getTime(), group.endTime?.getTime()])
    .filter((moment): moment is number => moment !== undefined && moment > now.getTime());
  return moments.length === 0 ? null : new Date(Math.min(...moments));
}
