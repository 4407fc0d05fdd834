import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { participation, taskGroups } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import { requireSchool, requireUsersOfType } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { STUDENT } from './repository.js';

export interface ParticipationChange {
  taskGroupId: number;
  subjectType: 'school' | 'student';
  ids: number[];
  participates: boolean;
}

async function subjectsOf(ctx: AppContext, scope: AdminScope, change: ParticipationChange) {
  if (change.subjectType === 'student') {
    const students = await requireUsersOfType(ctx.db, scope, change.ids, STUDENT);
    return students.map((student) => ({ subjectId: student.id, schoolId: student.schoolId ?? 0 }));
  }
  const subjects: { subjectId: number; schoolId: number }[] = [];
  for (const schoolId of new Set(change.ids))
    subjects.push({ subjectId: (await requireSchool(ctx.db, scope, schoolId)).id, schoolId });
  return subjects;
}

/** The participate / not-participate dialog: the chosen schools or students, for one task group, all or nothing. */
export async function setParticipation(
  ctx: AppContext,
  scope: AdminScope,
  change: ParticipationChange,
  audit: AuditContext,
) {
  const [group] = await ctx.db.select().from(taskGroups).where(eq(taskGroups.id, change.taskGroupId));
  if (!group || group.provinceShardId !== scope.provinceShardId) throw notFound();
  const subjects = await subjectsOf(ctx, scope, change);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(participation)
      .values(
        subjects.map((subject) => ({
          ...subject,
          taskGroupId: group.id,
          subjectType: change.subjectType,
          participates: change.participates,
          provinceShardId: scope.provinceShardId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [participation.taskGroupId, participation.subjectType, participation.subjectId],
        set: { participates: sql`excluded.participates`, updatedAt: now },
      });
    await auditBatch(tx, audit, {
      action: 'participation.update',
      entityType: change.subjectType === 'school' ? 'school' : 'user',
      entries: subjects.map((subject) => ({
        entityId: subject.subjectId,
        before: null,
        after: { taskGroupId: group.id, participates: change.participates },
      })),
    });
    return subjects.length;
  });
}

export async function participationOf(ctx: AppContext, taskGroupId: number, subjectType: 'school' | 'student') {
  return ctx.db
    .select({ subjectId: participation.subjectId, participates: participation.participates })
    .from(participation)
    .where(and(eq(participation.taskGroupId, taskGroupId), eq(participation.subjectType, subjectType)));
}
