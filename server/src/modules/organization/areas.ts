import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@pingjia/contract';
import { regions, schools, userRoles, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { auditBatch, isUniqueViolation, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireRegion } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';

const CHILD_LEVEL = { province: 'city', city: 'district', district: null } as const;
const LEVEL_NAME = { province: '省', city: '市', district: '区县' } as const;

/** The areas in scope (children of one, when asked), each with the number of its schools. */
export async function listAreas(ctx: AppContext, scope: AdminScope, parentId: number | undefined) {
  const inScope =
    scope.level === 'province'
      ? eq(regions.provinceShardId, scope.provinceShardId)
      : scope.regionIds.length > 0
        ? inArray(regions.id, scope.regionIds)
        : sql`false`;
  return ctx.db
    .select({
      id: regions.id,
      parentId: regions.parentId,
      level: regions.level,
      name: regions.name,
      code: regions.code,
      // Drizzle leaves columns of a one-table select unqualified, and a bare "id" inside the
      // subquery would be the school's own: name the outer region explicitly.
      schoolCount: sql<number>`(SELECT count(*)::int FROM ${schools} s WHERE s.district_id = ${regions}.id)`,
    })
    .from(regions)
    .where(and(inScope, parentId === undefined ? undefined : eq(regions.parentId, parentId)))
    .orderBy(asc(regions.code));
}

/** Adds a sub-area below an area in scope, or renames one in scope. */
export async function saveArea(
  ctx: AppContext,
  scope: AdminScope,
  input: { id?: number | undefined; parentId: number; name: string; code: string },
  audit: AuditContext,
) {
  const parent = await requireRegion(ctx.db, scope, input.parentId);
  const level = CHILD_LEVEL[parent.level];
  if (level === null) throw notFound();
  const existing = input.id === undefined ? undefined : await requireRegion(ctx.db, scope, input.id);
  if (existing && existing.parentId !== parent.id) throw notFound();
  try {
    return await ctx.db.transaction(async (tx) => {
      let id = existing?.id ?? 0;
      // Holds the parent against a concurrent delete, which would otherwise leave the new area without one.
      const [held] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, parent.id)).for('share');
      if (!held) throw notFound();
      if (existing) {
        await tx.update(regions).set({ name: input.name, code: input.code }).where(eq(regions.id, existing.id));
      } else {
        const [created] = await tx
          .insert(regions)
          .values({
            parentId: parent.id,
            level,
            name: input.name,
            code: input.code,
            provinceShardId: parent.provinceShardId,
          })
          .returning();
        id = created?.id ?? 0;
      }
      await auditBatch(tx, audit, {
        action: existing ? 'region.update' : 'region.create',
        entityType: 'region',
        entries: [
          {
            entityId: id,
            before: existing ? { name: existing.name, code: existing.code } : null,
            after: { name: input.name, code: input.code, parentId: parent.id },
          },
        ],
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw adminRefusal(ErrorCode.Conflict, 'regionCodeTaken');
    throw error;
  }
}

/** The rows of `listAreas`, in its order, as the export shows them: the level in words and the parent by name. */
export async function exportAreaRows(ctx: AppContext, scope: AdminScope, parentId: number | undefined) {
  const areas = await listAreas(ctx, scope, parentId);
  const parentIds = [...new Set(areas.flatMap((area) => (area.parentId === null ? [] : [area.parentId])))];
  const parents =
    parentIds.length === 0
      ? []
      : await ctx.db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, parentIds));
  const parentNames = new Map(parents.map((parent) => [parent.id, parent.name]));
  return areas.map((area) => ({
    name: area.name,
    code: area.code,
    level: LEVEL_NAME[area.level],
    parentName: area.parentId === null ? '' : (parentNames.get(area.parentId) ?? ''),
    schoolCount: area.schoolCount,
  }));
}

/** Whatever points at an area: its sub-areas and every foreign key on regions (a district's schools, managers' grants, staff's home region). */
async function isAreaInUse(tx: Executor, areaId: number): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`SELECT
    EXISTS (SELECT 1 FROM ${regions} WHERE ${regions.parentId} = ${areaId})
    OR EXISTS (SELECT 1 FROM ${schools} WHERE ${schools.districtId} = ${areaId})
    OR EXISTS (SELECT 1 FROM ${userRoles} WHERE ${userRoles.regionId} = ${areaId})
    OR EXISTS (SELECT 1 FROM ${users} WHERE ${users.regionId} = ${areaId}) AS used`);
  return result.rows[0]?.used === true;
}

const isForeignKeyViolation = (error: unknown) => {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23503' || candidate.cause?.code === '23503';
};

/**
 * Deletes an area whoever manages its parent may rename, and only an empty one: sub-areas,
 * schools and managers must move first, so nothing is left pointing at a missing area.
 */
export async function deleteArea(ctx: AppContext, scope: AdminScope, areaId: number, audit: AuditContext) {
  const area = await requireRegion(ctx.db, scope, areaId);
  if (area.parentId === null) throw notFound();
  await requireRegion(ctx.db, scope, area.parentId);
  try {
    return await ctx.db.transaction(async (tx) => {
      // The lock makes a school or grant being added to the area wait for this transaction, so the check below sees it.
      const [held] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, area.id)).for('update');
      if (!held) throw notFound();
      if (await isAreaInUse(tx, area.id)) throw adminRefusal(ErrorCode.Conflict, 'areaNotEmpty');
      await tx.delete(regions).where(eq(regions.id, area.id));
      await auditBatch(tx, audit, {
        action: 'region.delete',
        entityType: 'region',
        entries: [
          { entityId: area.id, before: { name: area.name, code: area.code, parentId: area.parentId }, after: null },
        ],
      });
      return 1;
    });
  } catch (error) {
    // A table keyed on regions that the check above does not know yet refuses the same way, never as a database error.
    if (isForeignKeyViolation(error)) throw adminRefusal(ErrorCode.Conflict, 'areaNotEmpty');
    throw error;
  }
}
