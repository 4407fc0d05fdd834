import type { FastifyBaseLogger } from 'fastify';
import { LeasedWorker, WORKER_TIMINGS, type Lease, type WorkerTimings } from '../../platform/jobs/leased-worker.js';
import { adminRefusal } from '../scope/messages.js';
import { runJob, type ImportContext } from './jobs.js';
import { failJob, importQueue, type ImportJob } from './queue.js';

/** The account import queue's worker in one server process (see `LeasedWorker`). */
export class ImportWorker extends LeasedWorker<ImportJob> {
  constructor(
    private readonly ctx: ImportContext,
    log: FastifyBaseLogger,
    timings: WorkerTimings = WORKER_TIMINGS,
  ) {
    super({ name: 'import', queue: importQueue, db: ctx.db, log, timings });
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
