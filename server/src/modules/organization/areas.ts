import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@pingjia/contract';
import { regions, schools } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { auditBatch, isUniqueViolation, type AuditContext } from '../people/writes.js';
import { AdminRefusal, notFound } from '../scope/refusal.js';
import { requireRegion } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';

const CHILD_LEVEL = { province: 'city', city: 'district', district: null } as const;

/** The areas in scope (children of one, when asked), each with the number of its schools. */
export async function listAreas(ctx: AppContext, scope: AdminScope, parentId: number | undefined) {
  const inScope = scope.level === 'province' ? eq(regions.provinceShardId, scope.provinceShardId) : scope.regionIds.length > 0 ? inArray(regions.id, scope.regionIds) : sql`false`;
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
export async function saveArea(ctx: AppContext, scope: AdminScope, input: { id?: number | undefined; parentId: number; name: string; code: string }, audit: AuditContext) {
  const parent = await requireRegion(ctx.db, scope, input.parentId);
  const level = CHILD_LEVEL[parent.level];
  if (level === null) throw notFound();
  const existing = input.id === undefined ? undefined : await requireRegion(ctx.db, scope, input.id);
  if (existing && existing.parentId !== parent.id) throw notFound();
  try {
    return await ctx.db.transaction(async (tx) => {
      let id = existing?.id ?? 0;
      if (existing) {
        await tx.update(regions).set({ name: input.name, code: input.code }).where(eq(regions.id, existing.id));
      } else {
        const [created] = await tx.insert(regions).values({ parentId: parent.id, level, name: input.name, code: input.code, provinceShardId: parent.provinceShardId }).returning();
        id = created?.id ?? 0;
      }
      await auditBatch(tx, audit, {
        action: existing ? 'region.update' : 'region.create',
        entityType: 'region',
        entries: [{ entityId: id, before: existing ? { name: existing.name, code: existing.code } : null, after: { name: input.name, code: input.code, parentId: parent.id } }],
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminRefusal(ErrorCode.Conflict, 'regionCodeTaken');
    throw error;
  }
}
