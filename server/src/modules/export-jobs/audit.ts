import type { Executor } from '../../db/client.js';
import { auditActor, placeOfChain, recordAudit } from '../../platform/audit.js';
import type { AuditContext } from '../people/writes.js';
import type { ProgressTable } from '../progress/service.js';
import type { ProgressExportRequest } from './make-export.js';

/** Each kind is audited under the action of the direct export it stands in for. */
const ACTIONS: Record<ProgressExportRequest['kind'], string> = {
  progressDetails: 'progress.export',
  completionStatus: 'assessment.export',
  finishRate: 'assessment.export',
};

/**
 * Who started which export of which region: recorded with the job, in its transaction, before any
 * row is read for the file. The file the job makes is audited again when it is stored.
 */
export async function auditJobStart(
  tx: Executor,
  audit: AuditContext,
  job: { id: string; request: ProgressExportRequest; table: ProgressTable },
) {
  const { chain, rowKind } = job.table;
  const region = chain.findLast((step) => step.kind === 'region') ?? null;
  await recordAudit(tx, {
    ...auditActor(audit.session),
    action: ACTIONS[job.request.kind],
    entityType: 'taskGroup',
    entityId: job.request.query.taskGroupId,
    before: null,
    after: {
      export: job.request.kind,
      delivery: 'job',
      jobId: job.id,
      activityId: job.request.query.activityId ?? null,
      node: chain.at(-1) ?? null,
      regionId: region?.id ?? null,
      regionName: region?.name ?? null,
      // An area export covers no single school; the key stays so every export entry reads alike.
      schoolId: null,
      schoolName: null,
      rowKind,
    },
    ip: audit.ip,
    provinceShardId: audit.session.provinceShardId,
    place: placeOfChain(chain),
  });
}
