import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, RoleCode, gradeName, type adminCalls, type CallBody } from '@pingjia/contract';
import { classes, grades, schools, userRoles, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { likePattern } from '../people/schema.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireClass, requireSchool } from '../scope/records.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

/** The classes table's filter, as its call's schema parses it. */
type ClassFilter = CallBody<typeof adminCalls.classExport>;

export function classWhere(scope: AdminScope, filter: ClassFilter): SQL | undefined {
  return and(
    classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
    filter.keyword ? ilike(classes.name, likePattern(filter.keyword)) : undefined,
    filter.schoolId === undefined ? undefined : eq(classes.schoolId, filter.schoolId),
    filter.gradeId === undefined ? undefined : eq(classes.gradeId, filter.gradeId),
  );
}

export function selectClasses(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      schoolId: classes.schoolId,
      schoolName: schools.organizationName,
      gradeId: classes.gradeId,
      gradeName: grades.name,
      gradeLevel: grades.gradeLevel,
      studentCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.classId} = ${classes.id} AND ${users.userType} = 1)`,
      headTeachers: sql<string>`coalesce((SELECT string_agg(u.user_name, '、') FROM ${userRoles} ur JOIN ${users} u ON u.id = ur.user_id
        WHERE ur.class_id = ${classes.id} AND ur.role_code = ${RoleCode.headmaster}), '')`,
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(where)
    .orderBy(asc(classes.schoolId), asc(grades.gradeLevel), asc(classes.name), asc(classes.id));
}

export async function findClassPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    selectClasses(db, where)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(classes).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

async function gradeFor(tx: Executor, schoolId: number, level: number, shard: number) {
  const [grade] = await tx
    .insert(grades)
    .values({ schoolId, gradeLevel: level, name: gradeName(level), provinceShardId: shard })
    .onConflictDoUpdate({ target: [grades.schoolId, grades.gradeLevel], set: { gradeLevel: level } })
    .returning();
  if (!grade) throw new Error('grade not created');
  return grade;
}

/** Creates or renames a class of a school in scope; the grade is created on first use. */
export async function saveClass(
  ctx: AppContext,
  scope: AdminScope,
  input: { id?: number | undefined; schoolId: number; gradeLevel: number; name: string },
  audit: AuditContext,
) {
  const existing = input.id === undefined ? undefined : await requireClass(ctx.db, scope, input.id);
  const school = await requireSchool(ctx.db, scope, input.schoolId);
  if (existing && existing.schoolId !== school.id) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const grade = await gradeFor(tx, school.id, input.gradeLevel, school.provinceShardId);
    const [same] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.gradeId, grade.id), eq(classes.name, input.name)));
    if (same && same.id !== existing?.id) throw adminRefusal(ErrorCode.Conflict, 'classNameTaken');
    let id = existing?.id ?? 0;
    if (existing) {
      await tx.update(classes).set({ name: input.name, gradeId: grade.id }).where(eq(classes.id, existing.id));
      // Students follow their class into its new grade.
      await tx.update(users).set({ gradeId: grade.id }).where(eq(users.classId, existing.id));
    } else {
      const [created] = await tx
        .insert(classes)
        .values({ schoolId: school.id, gradeId: grade.id, name: input.name, provinceShardId: school.provinceShardId })
        .returning();
      id = created?.id ?? 0;
    }
    await auditBatch(tx, audit, {
      action: existing ? 'class.update' : 'class.create',
      entityType: 'class',
      entries: [
        {
          entityId: id,
          before: existing ? { name: existing.name, gradeId: existing.gradeId } : null,
          after: { name: input.name, gradeId: grade.id },
        },
      ],
    });
    return { id };
  });
}

/** Only an empty class can go: students and teaching grants must move first, so nobody loses their place. */
export async function deleteClass(ctx: AppContext, scope: AdminScope, classId: number, audit: AuditContext) {
  const found = await requireClass(ctx.db, scope, classId);
  return ctx.db.transaction(async (tx) => {
    const [students] = await tx.select({ n: count() }).from(users).where(eq(users.classId, found.id));
    const [grants] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.classId, found.id));
    if ((students?.n ?? 0) > 0 || (grants?.n ?? 0) > 0) throw adminRefusal(ErrorCode.NotAllowed, 'classNotEmpty');
    await tx.delete(classes).where(eq(classes.id, found.id));
    await auditBatch(tx, audit, {
      action: 'class.delete',
      entityType: 'class',
      entries: [{ entityId: found.id, before: { name: found.name, gradeId: found.gradeId }, after: null }],
    });
    return 1;
  });
}
