import { formatDateTime, type ExportJob, type Locale } from '@pingjia/contract';
import { exportJobRefusal } from './messages.js';
import type { ExportJobView } from './repository.js';

export function presentJob(job: ExportJobView, locale: Locale): ExportJob {
  return {
    jobId: job.id,
    kind: job.kind,
    state: job.state,
    scopeName: job.scopeName,
    totalRows: job.totalRows,
    doneRows: job.doneRows,
    fileName: job.state === 'done' ? job.fileName : null,
    downloadName: job.state === 'done' ? job.downloadName : null,
    failure:
      job.state === 'failed'
        ? exportJobRefusal.text(
            job.failure !== null && exportJobRefusal.has(job.failure) ? job.failure : 'failed',
            locale,
          )
        : null,
    createdAt: formatDateTime(job.createdAt),
    finishedAt: job.finishedAt && formatDateTime(job.finishedAt),
  };
}
