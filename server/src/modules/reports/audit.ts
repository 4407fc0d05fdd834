import type { Executor } from '../../db/client.js';
import { auditActor, placeOfChain, recordAudit } from '../../platform/audit.js';
import type { AuditContext } from '../people/writes.js';
import type { ReportView } from './view.js';

export type ReportExport = 'classReport' | 'developmentByClass' | 'developmentBySchool';

/** Who took which report figures out: the export names the node, its school and its region (district or wider). */
export async function auditReportExport(
  db: Executor,
  audit: AuditContext,
  exported: { kind: ReportExport; view: ReportView; rowCount: number },
) {
  const { chain, group, node } = exported.view;
  const region = chain.findLast((step) => step.kind === 'region') ?? null;
  const school = chain.find((step) => step.kind === 'school') ?? null;
  await recordAudit(db, {
    ...auditActor(audit.session),
    action: 'report.export',
    entityType: 'taskGroup',
    entityId: group.id,
    before: null,
    after: {
      export: exported.kind,
      node,
      regionId: region?.id ?? null,
      regionName: region?.name ?? null,
      schoolId: school?.id ?? null,
      schoolName: school?.name ?? null,
      rowCount: exported.rowCount,
    },
    ip: audit.ip,
    provinceShardId: audit.session.provinceShardId,
    place: placeOfChain(chain),
  });
}
