import { inArray, sql } from 'drizzle-orm';
import {
  ASSISTANT_AUDIENCES,
  ASSISTANT_GRADE_LEVELS,
  type AssistantSettingCell,
  type AssistantSettings,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { regions, reportAssistantSettings } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { coversRegion, type AdminScope } from '../scope/scope.js';
import type { Caller } from './service.js';

/** Every switch of an area as reports there take it: its own, else the nearest area above's, else off. */
async function effectiveCells(db: Executor, regionId: number): Promise<AssistantSettingCell[]> {
  const result = await db.execute<{ audience: string; grade_level: number; enabled: boolean }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM regions WHERE id = ${regionId}
      UNION ALL SELECT r.id, r.parent_id, up.depth + 1 FROM regions r JOIN up ON r.id = up.parent_id
    )
    SELECT DISTINCT ON (s.audience, s.grade_level) s.audience, s.grade_level, s.enabled
    FROM up JOIN report_assistant_settings s ON s.region_id = up.id
    ORDER BY s.audience, s.grade_level, up.depth`);
  const set = new Map(result.rows.map((row) => [`${row.audience}:${Number(row.grade_level)}`, row.enabled]));
  return ASSISTANT_AUDIENCES.flatMap((audience) =>
    ASSISTANT_GRADE_LEVELS.map((gradeLevel) => ({
      audience,
      gradeLevel,
      enabled: set.get(`${audience}:${gradeLevel}`) === true,
    })),
  );
}

/**
 * The area the caller asks about, which must be in their scope; none named: the top area of
 * their grants (the one whose parent is outside the scope).
 */
async function regionOf(db: Executor, scope: AdminScope, regionId: number | undefined) {
  if (regionId !== undefined && !coversRegion(scope, regionId)) throw notFound();
  const ids = regionId === undefined ? scope.regionIds : [regionId];
  if (ids.length === 0) throw notFound();
  const rows = await db
    .select({ id: regions.id, name: regions.name, parentId: regions.parentId })
    .from(regions)
    .where(inArray(regions.id, ids))
    .orderBy(regions.id);
  const region = rows.find((row) => row.parentId === null || !ids.includes(row.parentId));
  if (!region) throw notFound();
  return region;
}

export async function readSettings(ctx: AppContext, scope: AdminScope, regionId?: number): Promise<AssistantSettings> {
  const region = await regionOf(ctx.db, scope, regionId);
  return { regionId: region.id, regionName: region.name, cells: await effectiveCells(ctx.db, region.id) };
}

/** Sets the area's own switches for the cells given, audited with what they were before. */
export async function saveSettings(
  ctx: AppContext,
  caller: Caller,
  scope: AdminScope,
  body: { regionId: number; cells: AssistantSettingCell[] },
): Promise<AssistantSettings> {
  const region = await regionOf(ctx.db, scope, body.regionId);
  const before = await effectiveCells(ctx.db, region.id);
  // A cell named twice takes its last value (one statement may not set a row twice).
  const cells = [...new Map(body.cells.map((cell) => [`${cell.audience}:${cell.gradeLevel}`, cell])).values()];
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(reportAssistantSettings)
      .values(
        cells.map((cell) => ({
          regionId: region.id,
          ...cell,
          updatedBy: caller.session.userId,
          updatedAt: now,
          provinceShardId: caller.session.provinceShardId,
        })),
      )
      .onConflictDoUpdate({
        target: [
          reportAssistantSettings.regionId,
          reportAssistantSettings.audience,
          reportAssistantSettings.gradeLevel,
        ],
        set: {
          enabled: sql`excluded.enabled`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    const wasOn = (cell: AssistantSettingCell) =>
      before.find((old) => old.audience === cell.audience && old.gradeLevel === cell.gradeLevel)?.enabled === true;
    const changed = cells.filter((cell) => wasOn(cell) !== cell.enabled);
    await recordAudit(tx, {
      ...auditActor(caller.session),
      action: 'reportAssistant.saveSettings',
      entityType: 'region',
      entityId: region.id,
      before: changed.map((cell) => ({ ...cell, enabled: !cell.enabled })),
      after: changed,
      ip: caller.ip,
      provinceShardId: caller.session.provinceShardId,
    });
  });
  return readSettings(ctx, scope, region.id);
}
