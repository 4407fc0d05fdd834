import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, evaluationPlans, planTaskGroups } from '../../db/schema/index.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

/**
 * Whether a class in scope takes part in the task group (its grade's plan holds it): the rule by
 * which progressDetail finds a group. Asked here, since the progress module reaches evaluation,
 * which tells this one of every answer.
 */
export async function takesPartInScope(db: Executor, scope: AdminScope, taskGroupId: number): Promise<boolean> {
  const [found] = await db
    .select({ classId: classes.id })
    .from(classes)
    .innerJoin(evaluationPlans, eq(evaluationPlans.gradeId, classes.gradeId))
    .innerJoin(
      planTaskGroups,
      and(eq(planTaskGroups.planId, evaluationPlans.id), eq(planTaskGroups.taskGroupId, taskGroupId)),
    )
    .where(classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId))
    .limit(1);
  return found !== undefined;
}
