import type { Executor } from '../../db/client.js';
import { auditActor, placeOfChain, recordAudit } from '../../platform/audit.js';
import type { AuditContext } from '../people/writes.js';
import type { ProgressTable } from '../progress/service.js';
import type { ExportKind } from './export.js';
import type { SummaryQuery } from './figures.js';

/** Who took which figures out: the export names the node, its school and the region (district or wider). */
export async function auditExport(
  db: Executor,
  audit: AuditContext,
  exported: { kind: ExportKind; query: SummaryQuery; table: ProgressTable; rowCount: number },
) {
  const { chain, rowKind } = exported.table;
  const region = chain.findLast((step) => step.kind === 'region') ?? null;
  const school = chain.find((step) => step.kind === 'school') ?? null;
  await recordAudit(db, {
    ...auditActor(audit.session),
    action: 'assessment.export',
    entityType: 'taskGroup',
    entityId: exported.query.taskGroupId,
    before: null,
    after: {
      export: exported.kind,
      activityId: exported.query.activityId ?? null,
      node: chain.at(-1) ?? null,
      regionId: region?.id ?? null,
      regionName: region?.name ?? null,
      schoolId: school?.id ?? null,
      schoolName: school?.name ?? null,
      rowKind,
      rowCount: exported.rowCount,
    },
    ip: audit.ip,
    provinceShardId: audit.session.provinceShardId,
    place: placeOfChain(chain),
  });
}
