import { and, eq, ilike, sql } from 'drizzle-orm';
import { participation, schools, taskGroups } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { likePattern } from '../people/schema.js';
import { notFound } from '../scope/refusal.js';
import { schoolCondition, type AdminScope } from '../scope/scope.js';

/** The schools in scope for one task group: taking part unless an admin said otherwise, and how many students opted out. */
export async function listParticipation(ctx: AppContext, scope: AdminScope, input: { taskGroupId: number; keyword?: string | undefined; pageIndex: number; pageSize: number }) {
  const [group] = await ctx.db.select().from(taskGroups).where(eq(taskGroups.id, input.taskGroupId));
  if (!group || group.provinceShardId !== scope.provinceShardId) throw notFound();
  const where = and(schoolCondition(scope, schools.id, schools.provinceShardId), input.keyword ? ilike(schools.organizationName, likePattern(input.keyword)) : undefined);
  const records = await ctx.db
    .select({
      schoolId: schools.id,
      organizationName: schools.organizationName,
      participates: sql<boolean>`coalesce((SELECT p.participates FROM ${participation} p WHERE p.task_group_id = ${group.id} AND p.subject_type = 'school' AND p.subject_id = ${schools.id}), true)`,
      studentsOptedOut: sql<number>`(SELECT count(*)::int FROM ${participation} p WHERE p.task_group_id = ${group.id} AND p.subject_type = 'student' AND p.school_id = ${schools.id} AND NOT p.participates)`,
    })
    .from(schools)
    .where(where)
    .orderBy(schools.id)
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(schools).where(where);
  return { records, total: total?.n ?? 0 };
}
