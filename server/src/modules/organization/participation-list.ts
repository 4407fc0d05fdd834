import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { adminCalls, CallBody } from '@pingjia/contract';
import { classes, grades, participation, schools, taskGroups, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { likePattern } from '../people/schema.js';
import { requireSchool } from '../scope/records.js';
import { classCondition, schoolCondition, type AdminScope } from '../scope/scope.js';
import { STUDENT } from '../student-management/repository.js';
import { decidedBySql, participatesSql } from '../task-groups/participation.js';

type ParticipationStudentsQuery = CallBody<typeof adminCalls.participationStudents>;

/** A task group of the caller's province shard; another shard's reads as missing. */
async function requireTaskGroup(ctx: AppContext, scope: AdminScope, taskGroupId: number) {
  const [group] = await ctx.db.select().from(taskGroups).where(eq(taskGroups.id, taskGroupId));
  if (!group || group.provinceShardId !== scope.provinceShardId) throw notFound();
  return group;
}

/** The schools in scope for one task group: taking part unless an admin said otherwise, and how many students opted out. */
export async function listParticipation(
  ctx: AppContext,
  scope: AdminScope,
  input: { taskGroupId: number; keyword?: string | undefined; pageIndex: number; pageSize: number },
) {
  const group = await requireTaskGroup(ctx, scope, input.taskGroupId);
  const where = and(
    schoolCondition(scope, schools.id, schools.provinceShardId),
    input.keyword ? ilike(schools.organizationName, likePattern(input.keyword)) : undefined,
  );
  // The subqueries name the outer school as "schools".id: drizzle leaves a one-table select's columns bare.
  const records = await ctx.db
    .select({
      schoolId: schools.id,
      organizationName: schools.organizationName,
      participates: sql<boolean>`coalesce((SELECT p.participates FROM ${participation} p WHERE p.task_group_id = ${group.id} AND p.subject_type = 'school' AND p.subject_id = ${schools}.id), true)`,
      studentsOptedOut: sql<number>`(SELECT count(*)::int FROM ${participation} p WHERE p.task_group_id = ${group.id} AND p.subject_type = 'student' AND p.school_id = ${schools}.id AND NOT p.participates)`,
    })
    .from(schools)
    .where(where)
    .orderBy(schools.id)
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schools)
    .where(where);
  return { records, total: total?.n ?? 0 };
}

/**
 * One school's students (disabled ones too: an admin may decide before reactivating them) for
 * one task group, each with the participation the students' calls apply and which choice made it.
 */
export async function listParticipationStudents(ctx: AppContext, scope: AdminScope, input: ParticipationStudentsQuery) {
  const group = await requireTaskGroup(ctx, scope, input.taskGroupId);
  const school = await requireSchool(ctx.db, scope, input.schoolId);
  const pattern = input.keyword ? likePattern(input.keyword) : undefined;
  const where = and(
    eq(users.userType, STUDENT),
    eq(users.schoolId, school.id),
    classCondition(scope, users.classId, users.schoolId, users.provinceShardId),
    input.classId === undefined ? undefined : eq(users.classId, input.classId),
    pattern ? or(ilike(users.userName, pattern), ilike(users.loginName, pattern)) : undefined,
  );
  const [records, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        userName: users.userName,
        loginName: users.loginName,
        gradeName: grades.name,
        className: classes.name,
        participates: participatesSql(group.id, users.id, users.schoolId),
        decidedBy: decidedBySql(group.id, users.id, users.schoolId),
      })
      .from(users)
      .leftJoin(grades, eq(grades.id, users.gradeId))
      .leftJoin(classes, eq(classes.id, users.classId))
      .where(where)
      .orderBy(asc(grades.gradeLevel), asc(classes.name), asc(users.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}
