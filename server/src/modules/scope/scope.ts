import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { capabilitiesOf, type Capability } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, schools, userRoles } from '../../db/schema/index.js';
import type { Session } from '../../platform/sessions/types.js';
import { scopeLevelOf, type ScopeLevel } from './policy.js';

/**
 * Where the session's current role may act. `schoolIds` null means every school of the
 * province shard; `classIds` null means every class of the schools in scope.
 */
export interface AdminScope {
  roleId: number;
  userId: number;
  provinceShardId: number;
  level: ScopeLevel;
  regionIds: number[];
  schoolIds: number[] | null;
  classIds: number[] | null;
  capabilities: readonly Capability[];
}

async function grantsOf(db: Executor, session: Pick<Session, 'userId' | 'roleId'>) {
  return db
    .select({ schoolId: userRoles.schoolId, regionId: userRoles.regionId, classId: userRoles.classId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, session.userId), eq(userRoles.roleCode, session.roleId)));
}

/** The granted regions and every region below them. */
export async function regionSubtree(db: Executor, rootIds: readonly number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM regions WHERE id IN (${sql.join(
        rootIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      UNION SELECT r.id FROM regions r JOIN tree ON r.parent_id = tree.id
    ) SELECT id FROM tree`);
  return result.rows.map((row) => Number(row.id));
}

async function schoolsInRegions(db: Executor, regionIds: readonly number[]): Promise<number[]> {
  if (regionIds.length === 0) return [];
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.districtId, [...regionIds]));
  return rows.map((row) => row.id);
}

async function schoolsOfClasses(db: Executor, classIds: readonly number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: classes.schoolId })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  return rows.map((row) => row.id);
}

const ids = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

/** Reads the scope of the session's current role from its grants; every admin call starts here. */
export async function loadScope(
  db: Executor,
  session: Pick<Session, 'userId' | 'roleId' | 'provinceShardId'>,
): Promise<AdminScope> {
  const base = {
    roleId: session.roleId,
    userId: session.userId,
    provinceShardId: session.provinceShardId,
    capabilities: capabilitiesOf(session.roleId),
  };
  const level = scopeLevelOf(session.roleId);
  if (level === 'province') return { ...base, level, regionIds: [], schoolIds: null, classIds: null };
  if (level === 'none') return { ...base, level, regionIds: [], schoolIds: [], classIds: [] };
  const grants = await grantsOf(db, session);
  switch (level) {
    case 'area': {
      const regionIds = await regionSubtree(db, ids(grants.map((g) => g.regionId)));
      return { ...base, level, regionIds, schoolIds: await schoolsInRegions(db, regionIds), classIds: null };
    }
    case 'school':
      return { ...base, level, regionIds: [], schoolIds: ids(grants.map((g) => g.schoolId)), classIds: null };
    case 'class': {
      const classIds = ids(grants.map((g) => g.classId));
      return { ...base, level, regionIds: [], schoolIds: await schoolsOfClasses(db, classIds), classIds };
    }
  }
}

export function can(scope: AdminScope, capability: Capability): boolean {
  return scope.capabilities.includes(capability);
}

export function coversSchool(scope: AdminScope, schoolId: number | null): boolean {
  if (schoolId === null) return false;
  return scope.schoolIds === null || scope.schoolIds.includes(schoolId);
}

export function coversClass(scope: AdminScope, place: { classId: number | null; schoolId: number | null }): boolean {
  if (!coversSchool(scope, place.schoolId)) return false;
  return scope.classIds === null || (place.classId !== null && scope.classIds.includes(place.classId));
}

export function coversRegion(scope: AdminScope, regionId: number | null): boolean {
  return regionId !== null && (scope.level === 'province' || scope.regionIds.includes(regionId));
}

/** A SQL condition keeping rows whose school column is in scope (the shard for province-wide roles). */
export function schoolCondition(scope: AdminScope, schoolColumn: PgColumn, shardColumn: PgColumn): SQL {
  if (scope.schoolIds === null) return eq(shardColumn, scope.provinceShardId);
  return scope.schoolIds.length === 0 ? sql`false` : inArray(schoolColumn, scope.schoolIds);
}

/** A SQL condition keeping rows whose class is in scope (all classes of the schools when not class-limited). */
export function classCondition(
  scope: AdminScope,
  classColumn: PgColumn,
  schoolColumn: PgColumn,
  shardColumn: PgColumn,
): SQL {
  const bySchool = schoolCondition(scope, schoolColumn, shardColumn);
  if (scope.classIds === null) return bySchool;
  return scope.classIds.length === 0 ? sql`false` : (and(bySchool, inArray(classColumn, scope.classIds)) ?? sql`false`);
}
