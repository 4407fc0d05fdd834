import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, regions, schools, userRoles, users } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { coversClass, coversRegion, coversSchool, type AdminScope } from './scope.js';

export type SchoolRow = typeof schools.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type GradeRow = typeof grades.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The school, when the scope covers it; otherwise the same refusal as for a missing one. */
export async function requireSchool(db: Executor, scope: AdminScope, schoolId: number): Promise<SchoolRow> {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!row || row.provinceShardId !== scope.provinceShardId || !coversSchool(scope, row.id)) throw notFound();
  return row;
}

export async function requireClass(db: Executor, scope: AdminScope, classId: number): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId));
  if (
    !row ||
    row.provinceShardId !== scope.provinceShardId ||
    !coversClass(scope, { classId: row.id, schoolId: row.schoolId })
  )
    throw notFound();
  return row;
}

export async function requireGrade(db: Executor, scope: AdminScope, gradeId: number): Promise<GradeRow> {
  const [row] = await db.select().from(grades).where(eq(grades.id, gradeId));
  if (
    !row ||
    row.provinceShardId !== scope.provinceShardId ||
    !coversSchool(scope, row.schoolId) ||
    scope.classIds !== null
  )
    throw notFound();
  return row;
}

export async function requireRegion(db: Executor, scope: AdminScope, regionId: number): Promise<RegionRow> {
  const [row] = await db.select().from(regions).where(eq(regions.id, regionId));
  if (!row || row.provinceShardId !== scope.provinceShardId || !coversRegion(scope, row.id)) throw notFound();
  return row;
}

/**
 * A student is in scope through their class; a staff member through their school or, for
 * area managers, a region grant in scope. Parents are reached through their children only.
 */
export async function userInScope(db: Executor, scope: AdminScope, user: UserRow): Promise<boolean> {
  if (user.provinceShardId !== scope.provinceShardId) return false;
  if (scope.level === 'province') return true;
  if (user.userType === 1) return coversClass(scope, user);
  if (user.userType !== 0 || scope.classIds !== null) return false;
  if (coversSchool(scope, user.schoolId)) return true;
  const grants = await db
    .select({ regionId: userRoles.regionId, schoolId: userRoles.schoolId })
    .from(userRoles)
    .where(eq(userRoles.userId, user.id));
  return grants.some((grant) => coversRegion(scope, grant.regionId) || coversSchool(scope, grant.schoolId));
}

export async function requireUserOfType(
  db: Executor,
  scope: AdminScope,
  userId: number,
  userType: number,
): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || row.userType !== userType || !(await userInScope(db, scope, row))) throw notFound();
  return row;
}

/** Every id must be in scope, or the whole batch is refused (one foreign id answers like a missing one). */
export async function requireUsersOfType(
  db: Executor,
  scope: AdminScope,
  userIds: readonly number[],
  userType: number,
): Promise<UserRow[]> {
  const unique = [...new Set(userIds)];
  const rows = unique.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, unique));
  if (rows.length !== unique.length) throw notFound();
  for (const row of rows) {
    if (row.userType !== userType || !(await userInScope(db, scope, row))) throw notFound();
  }
  return rows;
}
