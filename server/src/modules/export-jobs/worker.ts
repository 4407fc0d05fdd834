import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { LeasedWorker, WORKER_TIMINGS, type Lease, type WorkerTimings } from '../../platform/jobs/leased-worker.js';
import type { ExportFailure } from './messages.js';
import { makeExport } from './make-export.js';
import { exportQueue, failJob, finishJob, recordProgress, type ExportJobRow } from './repository.js';

export interface ExportWorkerTimings extends WorkerTimings {
  /** Progress is written at most this often. */
  progressMs: number;
}

export const EXPORT_WORKER_TIMINGS: ExportWorkerTimings = { ...WORKER_TIMINGS, progressMs: 300 };

const failureOf = (error: unknown): ExportFailure =>
  error instanceof AppError && error.code === ErrorCode.NotFound ? 'outOfScope' : 'failed';

/** The export queue's worker in one server process (see `LeasedWorker`); it also beats between pages. */
export class ExportWorker extends LeasedWorker<ExportJobRow> {
  private readonly progressMs: number;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
    timings: ExportWorkerTimings = EXPORT_WORKER_TIMINGS,
  ) {
    super({ name: 'export', queue: exportQueue, db: ctx.db, log, timings });
    this.progressMs = timings.progressMs;
  }

  protected async fail(job: ExportJobRow, error: unknown) {
    const failure = failureOf(error);
    if (failure === 'failed') this.log.error({ err: error, jobId: job.id }, 'export job failed');
    await failJob(this.ctx.db, job.id, this.instanceId, failure);
  }

  protected async perform(job: ExportJobRow, lease: Lease) {
    const { db } = this.ctx;
    let reportedAt = 0;
    const made = await makeExport(this.ctx, job, {
      signal: lease.signal,
      rows: async (doneRows, totalRows) => {
        const now = Date.now();
        if (doneRows > 0 && doneRows < totalRows && now - reportedAt < this.progressMs) return;
        reportedAt = now;
        if (!(await recordProgress(db, job.id, this.instanceId, { doneRows, totalRows }))) lease.lost();
        lease.signal.throwIfAborted();
      },
    });
    if (!(await finishJob(db, job.id, this.instanceId, made))) {
      this.log.warn({ jobId: job.id }, 'export job was taken over before it finished');
    }
  }
}
