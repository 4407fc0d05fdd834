import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode, StoredDictType, type ExclusiveIndicator, type Locale } from '@pingjia/contract';
import type { Database, Executor, Tx } from '../../db/client.js';
import { dictionaries, exclusiveIndicators, regions } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/refusal.js';
import type { AuditContext } from '../people/writes.js';
import { requireSchool } from '../scope/records.js';
import { coversSchool, type AdminScope } from '../scope/scope.js';
import {
  countActivitiesOfSchool,
  findIndicators,
  indicatorSums,
  replaceIndicatorActivities,
  type IndicatorRow,
} from './exclusive-repository.js';
import { figureOf, noSums } from './figures.js';
import { reportRefusal } from './messages.js';
import { buildReport } from './report.js';

/*
 * exclusiveReport: a school's own indicators beside the common ones. A school admin adds a few
 * indicators under the common aspects and maps activities of the school's plans to them.
 */

const present = (row: IndicatorRow): ExclusiveIndicator => ({ ...row });

/** listExclusiveIndicators: one school's (in scope), or those of every school in scope. */
export async function listIndicators(db: Executor, scope: AdminScope, schoolId: number | undefined) {
  if (schoolId !== undefined) {
    await requireSchool(db, scope, schoolId);
    return (await findIndicators(db, eq(exclusiveIndicators.schoolId, schoolId))).map(present);
  }
  const where =
    scope.schoolIds === null
      ? eq(exclusiveIndicators.provinceShardId, scope.provinceShardId)
      : inArray(exclusiveIndicators.schoolId, scope.schoolIds);
  return (await findIndicators(db, where)).map(present);
}

/** An indicator of a school in scope, or the refusal for a missing one. */
async function requireIndicator(db: Executor, scope: AdminScope, id: number): Promise<IndicatorRow> {
  const [row] = await findIndicators(db, eq(exclusiveIndicators.id, id));
  if (!row || !coversSchool(scope, row.schoolId)) throw notFound();
  return row;
}

async function requireAspect(db: Executor, aspectId: string): Promise<void> {
  const [aspect] = await db
    .select({ key: dictionaries.dictKey, parent: dictionaries.parentKey })
    .from(dictionaries)
    .where(and(eq(dictionaries.dictType, StoredDictType.dimension), eq(dictionaries.dictKey, aspectId)));
  if (!aspect || aspect.parent !== null) throw reportRefusal(ErrorCode.NotAllowed, 'aspectUnknown');
}

async function audit(
  tx: Tx,
  who: AuditContext,
  action: string,
  change: { before: unknown; after: unknown; id: number },
) {
  await recordAudit(tx, {
    ...auditActor(who.session),
    action,
    entityType: 'exclusiveIndicator',
    entityId: change.id,
    before: change.before,
    after: change.after,
    ip: who.ip,
    provinceShardId: who.session.provinceShardId,
  });
}

export interface SaveIndicator {
  id?: number | undefined;
  schoolId: number;
  aspectId: string;
  name: string;
  activityIds: number[];
}

/** saveExclusiveIndicator: adds or changes an indicator of the admin's school, with its activities. */
export function saveIndicator(
  db: Database,
  scope: AdminScope,
  who: AuditContext,
  input: SaveIndicator,
): Promise<ExclusiveIndicator> {
  return db.transaction(async (tx) => {
    const school = await requireSchool(tx, scope, input.schoolId);
    const before = input.id === undefined ? null : await requireIndicator(tx, scope, input.id);
    // An indicator stays with its school.
    if (before && before.schoolId !== school.id) throw notFound();
    await requireAspect(tx, input.aspectId);
    const activityIds = [...new Set(input.activityIds)];
    if ((await countActivitiesOfSchool(tx, school.id, activityIds)) !== activityIds.length) {
      throw reportRefusal(ErrorCode.NotAllowed, 'activityNotInSchool');
    }
    const values = { schoolId: school.id, aspectId: input.aspectId, name: input.name };
    const [saved] = before
      ? await tx.update(exclusiveIndicators).set(values).where(eq(exclusiveIndicators.id, before.id)).returning()
      : await tx
          .insert(exclusiveIndicators)
          .values({ ...values, provinceShardId: school.provinceShardId })
          .returning();
    if (!saved) throw notFound();
    await replaceIndicatorActivities(tx, saved.id, activityIds, school.provinceShardId);
    const after = { ...values, id: saved.id, activityIds: activityIds.sort((a, b) => a - b) };
    const [district] = await tx.select({ name: regions.name }).from(regions).where(eq(regions.id, school.districtId));
    await audit(tx, who, 'report.exclusiveIndicator.save', {
      id: saved.id,
      before,
      after: {
        ...after,
        schoolName: school.organizationName,
        districtId: school.districtId,
        districtName: district?.name,
      },
    });
    return after;
  });
}

/** deleteExclusiveIndicator: removes an indicator of the admin's school (its mappings go with it). */
export function deleteIndicator(db: Database, scope: AdminScope, who: AuditContext, id: number) {
  return db.transaction(async (tx) => {
    const before = await requireIndicator(tx, scope, id);
    await tx.delete(exclusiveIndicators).where(eq(exclusiveIndicators.id, id));
    await audit(tx, who, 'report.exclusiveIndicator.delete', { id, before, after: null });
    return { id };
  });
}

/** queryExclusiveReport: the school's report with its own indicators beside each common aspect. */
export async function exclusiveReport(
  db: Executor,
  scope: AdminScope,
  query: { taskGroupId: number; schoolId: number; gradeLevel?: number | undefined },
  locale: Locale,
) {
  const report = await buildReport(
    db,
    scope,
    { taskGroupId: query.taskGroupId, node: { kind: 'school', id: query.schoolId }, gradeLevel: query.gradeLevel },
    { locale, rows: null },
  );
  const indicators = await findIndicators(db, eq(exclusiveIndicators.schoolId, query.schoolId));
  const sums = await indicatorSums(db, query.taskGroupId, query.schoolId, report.view.classWhere);
  return {
    head: report.head,
    aspects: report.aspects.map((aspect) => ({
      ...aspect,
      own: indicators
        .filter((indicator) => indicator.aspectId === aspect.dimensionId)
        .map((indicator) => ({
          indicatorId: indicator.id,
          name: indicator.name,
          figure: figureOf(sums.get(indicator.id) ?? noSums()),
        })),
    })),
  };
}
