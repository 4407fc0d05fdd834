import type { Executor } from '../../db/client.js';
import { auditActor, placeOfChain, recordAudit } from '../../platform/audit.js';
import type { AuditContext } from '../people/writes.js';
import type { PairQuery } from './recompute.js';
import type { ProgressTable } from './service.js';

/** Who took which rows out: the export names the school and the region (district or wider) it covers. */
export async function auditExport(db: Executor, audit: AuditContext, query: PairQuery, table: ProgressTable) {
  const node = table.chain.at(-1) ?? null;
  const region = table.chain.findLast((step) => step.kind === 'region') ?? null;
  const school = table.chain.find((step) => step.kind === 'school') ?? null;
  await recordAudit(db, {
    ...auditActor(audit.session),
    action: 'progress.export',
    entityType: 'taskGroup',
    entityId: query.taskGroupId,
    before: null,
    after: {
      activityId: query.activityId ?? null,
      node,
      regionId: region?.id ?? null,
      regionName: region?.name ?? null,
      schoolId: school?.id ?? null,
      schoolName: school?.name ?? null,
      rowKind: table.rowKind,
      rowCount: table.rowKind === 'student' ? table.students.length : table.groups.length,
    },
    ip: audit.ip,
    provinceShardId: audit.session.provinceShardId,
    place: placeOfChain(table.chain),
  });
}
