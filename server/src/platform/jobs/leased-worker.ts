import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { QueueRules } from './lease.js';
import type { JobQueue } from './leased-queue.js';

export interface WorkerTimings extends QueueRules {
  /** How often an idle instance looks for work another instance queued or left behind. */
  pollMs: number;
  /** How often a running job says its server is alive. */
  heartbeatMs: number;
}

/** Both queues' timings: a job's server is given up on after 30 s of silence, a job after 3 claims. */
export const WORKER_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  heartbeatMs: 5_000,
  leaseSeconds: 30,
  maxAttempts: 3,
};

/** What a worker is built from. */
export interface WorkerSetup<J> {
  /** Names the queue in log lines. */
  name: string;
  queue: JobQueue<J>;
  db: Executor;
  log: FastifyBaseLogger;
  timings: WorkerTimings;
}

/** Why a running job stopped before its end: this server is closing, or another took the job over. */
class Stopped extends Error {
  constructor(readonly why: 'closing' | 'lost') {
    super(`job stopped: ${why}`);
  }
}

/** What a running job is told by its worker. */
export interface Lease {
  readonly instanceId: string;
  /** Aborted when this server closes or the job is no longer this instance's: stop at the next safe point. */
  readonly signal: AbortSignal;
  /** A write found the job no longer held by this instance: stop, and leave the job to its new holder. */
  lost(): void;
}

/**
 * A queue's worker in one server process: it runs one job at a time, claimed from PostgreSQL,
 * so several instances share the queue and a restart loses nothing. It looks for work when
 * woken (a job was queued here) and every `pollMs`; while a job runs it beats every
 * `heartbeatMs`, and stops the job when a beat finds it taken over. Closing hands the job in
 * hand back to the queue. Each queue says which table it works on and how its job runs.
 */
export abstract class LeasedWorker<J extends { id: string }> {
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  protected readonly log: FastifyBaseLogger;
  private readonly timings: WorkerTimings;
  private readonly name: string;
  private readonly queue: JobQueue<J>;
  private readonly db: Executor;
  private poller: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private wanted = false;
  private closed = false;
  private current: AbortController | null = null;

  protected constructor(setup: WorkerSetup<J>) {
    this.name = setup.name;
    this.queue = setup.queue;
    this.db = setup.db;
    this.log = setup.log;
    this.timings = setup.timings;
  }

  /** Runs the job to its end and records that end, only while it still holds the job. */
  protected abstract perform(job: J, lease: Lease): Promise<void>;
  /** Ends the job with the reason `perform` failed for. */
  protected abstract fail(job: J, error: unknown): Promise<void>;

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
      .catch((error: unknown) => this.log.warn({ err: error }, `${this.name} queue unavailable`))
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
      await this.queue.failExhausted(this.db, this.timings);
      const job = await this.queue.claimNext(this.db, this.instanceId, this.timings);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: J): Promise<void> {
    const controller = new AbortController();
    this.current = controller;
    const lease: Lease = {
      instanceId: this.instanceId,
      signal: controller.signal,
      lost: () => controller.abort(new Stopped('lost')),
    };
    const alive = async () => {
      if (!(await this.queue.beat(this.db, job.id, this.instanceId))) lease.lost();
    };
    const beat = setInterval(() => void alive().catch(() => undefined), this.timings.heartbeatMs).unref();
    try {
      await this.perform(job, lease);
    } catch (error) {
      const stopped = controller.signal.reason instanceof Stopped ? controller.signal.reason.why : null;
      if (stopped === 'closing') await this.queue.release(this.db, job.id, this.instanceId);
      else if (stopped === null) await this.fail(job, error);
    } finally {
      clearInterval(beat);
      this.current = null;
    }
  }
}
