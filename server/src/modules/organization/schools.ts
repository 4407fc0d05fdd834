import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, gradeName, type adminCalls, type CallBody } from '@pingjia/contract';
import { classes, grades, regions, schools, schoolYears, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { likePattern } from '../people/schema.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireRegion, requireSchool, type SchoolRow } from '../scope/records.js';
import { schoolCondition, type AdminScope } from '../scope/scope.js';
import { schoolYearAt } from '../user/school-year.js';

/** The schools table's filter, as its call's schema parses it. */
type SchoolFilter = CallBody<typeof adminCalls.schoolExport>;

export function schoolWhere(scope: AdminScope, filter: SchoolFilter): SQL | undefined {
  return and(
    schoolCondition(scope, schools.id, schools.provinceShardId),
    filter.keyword ? ilike(schools.organizationName, likePattern(filter.keyword)) : undefined,
    filter.districtId === undefined ? undefined : eq(schools.districtId, filter.districtId),
    filter.state === undefined ? undefined : eq(schools.state, filter.state),
  );
}

export function selectSchools(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: schools.id,
      organizationName: schools.organizationName,
      districtId: schools.districtId,
      districtName: regions.name,
      state: schools.state,
      classCount: sql<number>`(SELECT count(*)::int FROM ${classes} WHERE ${classes.schoolId} = ${schools.id})`,
      studentCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.schoolId} = ${schools.id} AND ${users.userType} = 1)`,
    })
    .from(schools)
    .leftJoin(regions, eq(regions.id, schools.districtId))
    .where(where)
    .orderBy(asc(schools.id));
}

export async function findSchoolPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    selectSchools(db, where)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(schools).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

async function refuseDuplicateName(db: Executor, districtId: number, name: string, exceptId?: number) {
  const [same] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.districtId, districtId), eq(schools.organizationName, name)));
  if (same && same.id !== exceptId) throw adminRefusal(ErrorCode.Conflict, 'schoolNameTaken');
}

/** A new school in a district of the caller's areas, with its grades and its current school year. */
export async function addSchool(
  ctx: AppContext,
  scope: AdminScope,
  input: { organizationName: string; districtId: number; gradeLevels: number[] },
  audit: AuditContext,
) {
  const district = await requireRegion(ctx.db, scope, input.districtId);
  if (district.level !== 'district') throw notFound();
  await refuseDuplicateName(ctx.db, district.id, input.organizationName);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({
        organizationName: input.organizationName,
        districtId: district.id,
        provinceShardId: scope.provinceShardId,
      })
      .returning();
    if (!school) throw new Error('school not created');
    const levels = [...new Set(input.gradeLevels)];
    if (levels.length > 0) {
      await tx.insert(grades).values(
        levels.map((level) => ({
          schoolId: school.id,
          gradeLevel: level,
          name: gradeName(level),
          provinceShardId: scope.provinceShardId,
        })),
      );
    }
    await tx.insert(schoolYears).values({
      schoolId: school.id,
      schoolYear: schoolYearAt(now),
      startedAt: now,
      isCurrent: true,
      provinceShardId: scope.provinceShardId,
    });
    await auditBatch(tx, audit, {
      action: 'school.add',
      entityType: 'school',
      entries: [{ entityId: school.id, before: null, after: { ...input } }],
    });
    return { id: school.id };
  });
}

export async function updateSchool(
  ctx: AppContext,
  scope: AdminScope,
  input: { id: number; organizationName: string; districtId: number },
  audit: AuditContext,
) {
  const school = await requireSchool(ctx.db, scope, input.id);
  const district = await requireRegion(ctx.db, scope, input.districtId);
  if (district.level !== 'district') throw notFound();
  await refuseDuplicateName(ctx.db, district.id, input.organizationName, school.id);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(schools)
      .set({ organizationName: input.organizationName, districtId: district.id })
      .where(eq(schools.id, school.id));
    await auditBatch(tx, audit, {
      action: 'school.update',
      entityType: 'school',
      entries: [
        {
          entityId: school.id,
          before: { organizationName: school.organizationName, districtId: school.districtId },
          after: { organizationName: input.organizationName, districtId: district.id },
        },
      ],
    });
    return { id: school.id };
  });
}

/** Deactivating a school keeps its people and history; the sign-in page stops listing it. */
export async function setSchoolStates(
  ctx: AppContext,
  scope: AdminScope,
  ids: number[],
  state: number,
  audit: AuditContext,
) {
  const rows: SchoolRow[] = [];
  for (const id of new Set(ids)) rows.push(await requireSchool(ctx.db, scope, id));
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(schools)
      .set({ state })
      .where(
        inArray(
          schools.id,
          rows.map((row) => row.id),
        ),
      );
    await auditBatch(tx, audit, {
      action: 'school.updateState',
      entityType: 'school',
      entries: rows.map((row) => ({ entityId: row.id, before: { state: row.state }, after: { state } })),
    });
    return rows.length;
  });
}
