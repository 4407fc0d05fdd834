import type { FastifyBaseLogger } from 'fastify';
import { LeasedWorker, type Lease, type WorkerTimings } from '../../platform/jobs/leased-worker.js';
import { adminRefusal } from '../scope/messages.js';
import { runJob, type ImportContext } from './jobs.js';
import { claimNextJob, failExhaustedJobs, failJob, recordProgress, releaseJob, type ImportJob } from './queue.js';

export const IMPORT_WORKER_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  heartbeatMs: 5_000,
  leaseSeconds: 30,
  maxAttempts: 3,
};

/** The account import queue's worker in one server process (see `LeasedWorker`). */
export class ImportWorker extends LeasedWorker<ImportJob> {
  constructor(
    private readonly ctx: ImportContext,
    log: FastifyBaseLogger,
    timings: WorkerTimings = IMPORT_WORKER_TIMINGS,
  ) {
    super('import', log, timings);
  }

  protected failExhausted() {
    return failExhaustedJobs(this.ctx.db, this.timings);
  }

  protected claim() {
    return claimNextJob(this.ctx.db, this.instanceId, this.timings);
  }

  protected beat(job: ImportJob) {
    return recordProgress(this.ctx.db, job.id, this.instanceId);
  }

  protected release(job: ImportJob) {
    return releaseJob(this.ctx.db, job.id, this.instanceId);
  }

  protected perform(job: ImportJob, lease: Lease) {
    return runJob(this.ctx, job, lease);
  }

  protected async fail(job: ImportJob, error: unknown) {
    const reason = adminRefusal.isOwn(error) ? error.key : 'internal';
    if (reason === 'internal') this.log.error({ err: error, jobId: job.id }, 'import job failed');
    await failJob(this.ctx.db, job.id, this.instanceId, reason);
  }
}
