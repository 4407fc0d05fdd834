import { isMessageKey, translate, type Locale } from '@pingjia/contract';
import { serverMessage } from '../../platform/messages.js';
import { adminRefusal } from '../scope/messages.js';
import { importJobMessages } from './messages.js';
import type { ImportJob } from './queue.js';
import type { RejectedRow } from './validate-rows.js';

export function messageText(key: string, locale: Locale): string {
  if (isMessageKey(key)) return translate(key, locale);
  if (adminRefusal.has(key)) return adminRefusal.text(key, locale);
  if (importJobMessages.has(key)) return importJobMessages.text(key, locale);
  return serverMessage('internal', locale);
}

const SHOWN_REJECTED = 500;

export function toProgress(job: ImportJob, locale: Locale) {
  const rejected = job.rejected as RejectedRow[];
  return {
    jobId: job.id,
    kind: job.kind,
    mode: job.mode,
    // Waiting for a server is part of being under way, as the page shows it.
    state: job.state === 'queued' ? 'running' : job.state,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    validRows: job.validRows,
    importedRows: job.importedRows,
    rejectedCount: rejected.length,
    rejected: rejected
      .slice(0, SHOWN_REJECTED)
      .map((row) => ({ ...row, messages: row.messages.map((key) => messageText(key, locale)) })),
    preview: job.preview as {
      rowNumber: number;
      action: string;
      userName: string;
      loginName: string;
      classId: number | null;
    }[],
    failure: job.failure ? messageText(job.failure, locale) : null,
  };
}
