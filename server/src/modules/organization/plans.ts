import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { evaluationPlans, grades, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import { requireGrade, requireSchool } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The task groups of the province an admin can put in a plan, newest first. */
export async function plannableGroups(ctx: AppContext, scope: AdminScope) {
  const rows = await ctx.db
    .select()
    .from(taskGroups)
    .where(eq(taskGroups.provinceShardId, scope.provinceShardId))
    .orderBy(desc(taskGroups.startTime))
    .limit(200);
  return rows.map((group) => ({
    tgiId: group.id,
    name: group.name,
    tgiStartTime: group.startTime.toISOString(),
    tgiEndTime: iso(group.endTime),
  }));
}

/** Each grade of a school with its plan: which task groups it takes part in (and when they run) and its stamina limit. */
export async function schoolPlans(ctx: AppContext, scope: AdminScope, schoolId: number) {
  const school = await requireSchool(ctx.db, scope, schoolId);
  const rows = await ctx.db
    .select({ grade: grades, plan: evaluationPlans })
    .from(grades)
    .leftJoin(evaluationPlans, eq(evaluationPlans.gradeId, grades.id))
    .where(eq(grades.schoolId, school.id))
    .orderBy(asc(grades.gradeLevel));
  const planIds = rows.flatMap((row) => (row.plan ? [row.plan.id] : []));
  const links =
    planIds.length === 0
      ? []
      : await ctx.db
          .select({ planId: planTaskGroups.planId, group: taskGroups })
          .from(planTaskGroups)
          .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
          .where(inArray(planTaskGroups.planId, planIds))
          .orderBy(asc(taskGroups.startTime));
  return rows.map(({ grade, plan }) => ({
    gradeId: grade.id,
    gradeName: grade.name,
    gradeLevel: grade.gradeLevel,
    maxFinish: plan?.maxFinish ?? 0,
    recentlyDay: plan?.recentlyDay ?? 3,
    taskGroups: links
      .filter((link) => link.planId === plan?.id)
      .map(({ group }) => ({
        tgiId: group.id,
        name: group.name,
        tgiStartTime: group.startTime.toISOString(),
        tgiEndTime: iso(group.endTime),
      })),
  }));
}

/** The stamina limit as the plan export words it. */
export function staminaLimitText(plan: { maxFinish: number; recentlyDay: number }): string {
  return plan.maxFinish === 0 ? '不限制' : `近 ${plan.recentlyDay} 天最多完成 ${plan.maxFinish} 个活动`;
}

/** Sets which task groups a grade takes part in, and its stamina limit, in one audited transaction. */
export async function savePlan(
  ctx: AppContext,
  scope: AdminScope,
  input: { gradeId: number; taskGroupIds: number[]; maxFinish: number; recentlyDay: number },
  audit: AuditContext,
) {
  const grade = await requireGrade(ctx.db, scope, input.gradeId);
  const wanted = [...new Set(input.taskGroupIds)];
  const groups =
    wanted.length === 0
      ? []
      : await ctx.db
          .select({ id: taskGroups.id })
          .from(taskGroups)
          .where(and(inArray(taskGroups.id, wanted), eq(taskGroups.provinceShardId, scope.provinceShardId)));
  if (groups.length !== wanted.length) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(evaluationPlans).where(eq(evaluationPlans.gradeId, grade.id));
    const [plan] = await tx
      .insert(evaluationPlans)
      .values({
        gradeId: grade.id,
        maxFinish: input.maxFinish,
        recentlyDay: input.recentlyDay,
        provinceShardId: grade.provinceShardId,
      })
      .onConflictDoUpdate({
        target: evaluationPlans.gradeId,
        set: { maxFinish: input.maxFinish, recentlyDay: input.recentlyDay },
      })
      .returning();
    if (!plan) throw new Error('plan not saved');
    const previous = await tx
      .select({ taskGroupId: planTaskGroups.taskGroupId })
      .from(planTaskGroups)
      .where(eq(planTaskGroups.planId, plan.id));
    await tx.delete(planTaskGroups).where(eq(planTaskGroups.planId, plan.id));
    if (wanted.length > 0)
      await tx
        .insert(planTaskGroups)
        .values(
          wanted.map((taskGroupId) => ({ planId: plan.id, taskGroupId, provinceShardId: grade.provinceShardId })),
        );
    await auditBatch(tx, audit, {
      action: 'plan.save',
      entityType: 'evaluationPlan',
      entries: [
        {
          entityId: plan.id,
          before: before
            ? {
                maxFinish: before.maxFinish,
                recentlyDay: before.recentlyDay,
                taskGroupIds: previous.map((row) => row.taskGroupId),
              }
            : null,
          after: { gradeId: grade.id, maxFinish: plan.maxFinish, recentlyDay: plan.recentlyDay, taskGroupIds: wanted },
        },
      ],
    });
    return { id: plan.id };
  });
}
