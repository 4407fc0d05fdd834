import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
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
  type QueueRules,
} from './repository.js';

export interface WorkerTimings extends QueueRules {
  /** How often an idle instance looks for work another instance queued or left behind. */
  pollMs: number;
  /** How often a running job says its server is alive, between pages too. */
  heartbeatMs: number;
  /** Progress is written at most this often. */
  progressMs: number;
}

export const EXPORT_WORKER_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  heartbeatMs: 5_000,
  leaseSeconds: 30,
  maxAttempts: 3,
  progressMs: 300,
};

/** Why a running job stopped before its end: this server is closing, or another took the job over. */
class Stopped extends Error {
  constructor(readonly why: 'closing' | 'lost') {
    super(`export job stopped: ${why}`);
  }
}

const failureOf = (error: unknown): ExportFailure =>
  error instanceof AppError && error.code === ErrorCode.NotFound ? 'outOfScope' : 'failed';

/**
 * The export queue's worker in one server process: it runs one job at a time, claimed from
 * PostgreSQL, so several instances share the queue and a restart loses nothing. It looks for
 * work when a job is started here and every `pollMs`.
 */
export class ExportWorker {
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private poller: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private wanted = false;
  private closed = false;
  private current: AbortController | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly timings: WorkerTimings = EXPORT_WORKER_TIMINGS,
  ) {}

  start(): void {
    this.poller = setInterval(() => this.wake(), this.timings.pollMs).unref();
    this.wake();
  }

  /** Looks for work now, or right after the job in hand. */
  wake(): void {
    if (this.closed) return;
    if (this.draining) {
      this.wanted = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.log.warn({ err: error }, 'export queue unavailable'))
      .finally(() => {
        this.draining = null;
        if (this.wanted) {
          this.wanted = false;
          this.wake();
        }
      });
  }

  /** Stops looking for work and hands the job in hand back to the queue. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    this.current?.abort(new Stopped('closing'));
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      await failExhaustedJobs(this.ctx.db, this.timings);
      const job = await claimNextJob(this.ctx.db, this.instanceId, this.timings);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ExportJobRow): Promise<void> {
    const { db } = this.ctx;
    const controller = new AbortController();
    this.current = controller;
    const alive = async (rows?: { doneRows: number; totalRows: number }) => {
      if (!(await recordProgress(db, job.id, this.instanceId, rows))) controller.abort(new Stopped('lost'));
    };
    const beat = setInterval(() => void alive().catch(() => undefined), this.timings.heartbeatMs).unref();
    let reportedAt = 0;
    try {
      const made = await makeExport(this.ctx, job, {
        signal: controller.signal,
        rows: async (doneRows, totalRows) => {
          const now = Date.now();
          if (doneRows > 0 && doneRows < totalRows && now - reportedAt < this.timings.progressMs) return;
          reportedAt = now;
          await alive({ doneRows, totalRows });
          controller.signal.throwIfAborted();
        },
      });
      if (!(await finishJob(db, job.id, this.instanceId, made))) {
        this.log.warn({ jobId: job.id }, 'export job was taken over before it finished');
      }
    } catch (error) {
      const stopped = controller.signal.reason instanceof Stopped ? controller.signal.reason.why : null;
      if (stopped === 'closing') await releaseJob(db, job.id, this.instanceId);
      else if (stopped === null) {
        const failure = failureOf(error);
        if (failure === 'failed') this.log.error({ err: error, jobId: job.id }, 'export job failed');
        await failJob(db, job.id, this.instanceId, failure);
      }
    } finally {
      clearInterval(beat);
      this.current = null;
    }
  }
}
