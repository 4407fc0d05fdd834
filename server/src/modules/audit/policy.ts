import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, regions } from '../../db/schema/index.js';
import type { AdminScope } from '../scope/scope.js';

/** A reader of the whole province: a role reaching every school, or an area role granted the province itself. */
async function readsWholeProvince(db: Executor, scope: AdminScope): Promise<boolean> {
  if (scope.schoolIds === null) return true;
  if (scope.level !== 'area' || scope.regionIds.length === 0) return false;
  const [province] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(inArray(regions.id, scope.regionIds), eq(regions.level, 'province')))
    .limit(1);
  return province !== undefined;
}

/**
 * The entries a reader may see: those about the regions (area roles) or schools (school roles) of
 * their scope. An entry about no place (an area admin's own sign-in, an activity import) is
 * province business, read only at province level. Every entry about a school carries the
 * school's district too, so an area reader's regions cover their schools' entries.
 */
export async function readableEntries(db: Executor, scope: AdminScope): Promise<SQL> {
  const shard = eq(auditLog.provinceShardId, scope.provinceShardId);
  if (await readsWholeProvince(db, scope)) return shard;
  const places = scope.level === 'area' ? scope.regionIds : (scope.schoolIds ?? []);
  if (places.length === 0) return sql`false`;
  const column = scope.level === 'area' ? auditLog.regionId : auditLog.schoolId;
  return and(shard, inArray(column, places)) ?? sql`false`;
}
