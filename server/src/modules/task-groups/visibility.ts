import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, evaluationPlans, type taskGroups } from '../../db/schema/index.js';

export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** The grade's evaluation plan: its task groups and its stamina limit. */
export async function findPlan(db: Executor, gradeId: number | null) {
  if (gradeId === null) return undefined;
  const [plan] = await db.select().from(evaluationPlans).where(eq(evaluationPlans.gradeId, gradeId));
  return plan;
}

export async function activitiesOfGroups(db: Executor, groupIds: readonly number[]): Promise<ActivityRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(activities)
    .where(inArray(activities.taskGroupId, [...groupIds]))
    .orderBy(asc(activities.sort), asc(activities.id));
}
