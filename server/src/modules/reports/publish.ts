import { and, eq } from 'drizzle-orm';
import { formatDateTime, type PublishScope } from '@pingjia/contract';
import type { Database, Tx } from '../../db/client.js';
import { regions, reportPublications } from '../../db/schema/index.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AuditContext } from '../people/writes.js';
import { requireRegion, requireSchool } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { requireReportGroup } from './groups.js';
import { publicationForRegion, publicationForSchool, type Publication } from './publication.js';

export interface PublishInput {
  taskGroupId: number;
  scope: PublishScope;
  scopeId: number;
}

/** The area or school a publication is for, named for the audit (its school and district). */
interface Target {
  schoolId: number | null;
  schoolName: string | null;
  regionId: number;
  regionName: string;
}

/**
 * The report and the area or school, both in the caller's scope, or the refusal for a missing
 * record: an area admin publishes for their areas and the schools in them, a school admin for
 * their school.
 */
async function requireTarget(tx: Tx, scope: AdminScope, input: PublishInput): Promise<Target> {
  await requireReportGroup(tx, scope, input.taskGroupId);
  if (input.scope === 'region') {
    const region = await requireRegion(tx, scope, input.scopeId);
    return { schoolId: null, schoolName: null, regionId: region.id, regionName: region.name };
  }
  const school = await requireSchool(tx, scope, input.scopeId);
  const [district] = await tx.select({ name: regions.name }).from(regions).where(eq(regions.id, school.districtId));
  return {
    schoolId: school.id,
    schoolName: school.organizationName,
    regionId: school.districtId,
    regionName: district?.name ?? '',
  };
}

/** What the students and parents of the target see now (a publication above it counts too). */
function effectivePublication(tx: Tx, input: PublishInput): Promise<Publication> {
  return input.scope === 'region'
    ? publicationForRegion(tx, input.taskGroupId, input.scopeId)
    : publicationForSchool(tx, input.taskGroupId, input.scopeId);
}

const keyOf = (input: PublishInput) =>
  and(
    eq(reportPublications.taskGroupId, input.taskGroupId),
    eq(reportPublications.scope, input.scope),
    eq(reportPublications.scopeId, input.scopeId),
  );

async function audit(
  tx: Tx,
  who: AuditContext,
  action: 'report.publish' | 'report.withdraw',
  input: PublishInput,
  change: { target: Target; publishedAt: Date },
) {
  const record = { scope: input.scope, scopeId: input.scopeId, publishedAt: formatDateTime(change.publishedAt) };
  await recordAudit(tx, {
    ...auditActor(who.session),
    action,
    entityType: 'taskGroup',
    entityId: input.taskGroupId,
    before: action === 'report.withdraw' ? record : null,
    after: {
      ...(action === 'report.publish' ? record : { scope: input.scope, scopeId: input.scopeId }),
      ...change.target,
    },
    ip: who.ip,
    provinceShardId: who.session.provinceShardId,
  });
}

/** publishReport: releases the report for the area or school; publishing again keeps the first time. */
export function publishReport(
  db: Database,
  scope: AdminScope,
  who: AuditContext,
  input: PublishInput,
  now: Date,
): Promise<Publication> {
  return db.transaction(async (tx) => {
    const target = await requireTarget(tx, scope, input);
    const [created] = await tx
      .insert(reportPublications)
      .values({
        ...input,
        publishedBy: auditActor(who.session).actorUserId,
        publishedAt: now,
        provinceShardId: scope.provinceShardId,
      })
      .onConflictDoNothing()
      .returning({ publishedAt: reportPublications.publishedAt });
    if (created) await audit(tx, who, 'report.publish', input, { target, publishedAt: created.publishedAt });
    return effectivePublication(tx, input);
  });
}

/** withdrawReport: takes the area's or school's own publication back (one above it still counts). */
export function withdrawReport(
  db: Database,
  scope: AdminScope,
  who: AuditContext,
  input: PublishInput,
): Promise<Publication> {
  return db.transaction(async (tx) => {
    const target = await requireTarget(tx, scope, input);
    const [removed] = await tx
      .delete(reportPublications)
      .where(keyOf(input))
      .returning({ publishedAt: reportPublications.publishedAt });
    if (removed) await audit(tx, who, 'report.withdraw', input, { target, publishedAt: removed.publishedAt });
    return effectivePublication(tx, input);
  });
}
