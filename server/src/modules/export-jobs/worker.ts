import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { LeasedWorker, type Lease, type WorkerTimings } from '../../platform/jobs/leased-worker.js';
import type { ExportFailure } from './messages.js';
import { makeExport } from './make-export.js';
import {
  claimNextJob,
  failExhaustedJobs,
  failJob,
  finishJob,
  recordProgress,
  releaseJob,
  type ExportJobRow,
} from './repository.js';

export interface ExportWorkerTimings extends WorkerTimings {
  /** Progress is written at most this often. */
  progressMs: number;
}

export const EXPORT_WORKER_TIMINGS: ExportWorkerTimings = {
  pollMs: 2_000,
  heartbeatMs: 5_000,
  leaseSeconds: 30,
  maxAttempts: 3,
  progressMs: 300,
};

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
    super('export', log, timings);
    this.progressMs = timings.progressMs;
  }

  protected failExhausted() {
    return failExhaustedJobs(this.ctx.db, this.timings);
  }

  protected claim() {
    return claimNextJob(this.ctx.db, this.instanceId, this.timings);
  }

  protected beat(job: ExportJobRow) {
    return recordProgress(this.ctx.db, job.id, this.instanceId);
  }

  protected release(job: ExportJobRow) {
    return releaseJob(this.ctx.db, job.id, this.instanceId);
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
