import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** How far the hashing threads step back: CFS gives a nice-10 thread about a tenth of a contended core. */
export const HASH_NICENESS = 10;

/** Argon2id settings the pool passes to the library untouched. */
export interface HashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  { op: 'hash'; password: string; options: HashOptions } | { op: 'verify'; passwordHash: string; password: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface HashThread {
  worker: Worker;
  started: boolean;
  /** Settles once the thread has started or died. */
  ready: Promise<void>;
  settle: () => void;
  /** The OS thread id, once started (Linux), for `ps -L` and the tests. */
  threadId?: number;
  lowered?: boolean;
  /** Jobs sent to the thread, oldest first: the one it is hashing and the one it takes next. */
  jobs: Pending[];
}

/**
 * Jobs a thread holds at once. The second waits in the thread's own queue, so a thread starts it
 * the moment it finishes the first instead of waiting for a busy event loop to send it one.
 */
const JOBS_PER_THREAD = 2;

/**
 * The worker's whole program, evaluated as CommonJS so the same text runs from the build and from
 * the tests' TypeScript sources. Linux's setpriority applies to one thread when given its id, so
 * the thread lowers only itself; the argon2 binding is loaded by the path the server resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const argon2 = require(workerData.library);
let threadId;
let lowered = false;
try {
  threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, workerData.niceness);
  lowered = getPriority(threadId) >= workerData.niceness;
} catch {}
parentPort.postMessage({ started: true, threadId, lowered });
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : argon2.verifySync(job.passwordHash, job.password);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type WorkerMessage =
  { started: true; threadId?: number; lowered: boolean } | { value: string | boolean } | { error: string };

/**
 * Argon2id on worker threads that run below the event loop's priority. A hash keeps a core busy
 * for ~10 ms; at normal priority a sign-in storm with every core hashing starves the event loop
 * and PostgreSQL, so earlier the server left a core idle. Lowered threads can have every core:
 * whatever else wants a core takes it first, and the hashes use what is left. Where a thread
 * cannot lower itself (no /proc/thread-self), one core stays free as before.
 */
export class HashPool {
  private readonly threads: HashThread[] = [];
  private readonly queue: Pending[] = [];
  private readonly library = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private limit: number;

  constructor(
    private readonly cores = availableParallelism(),
    canLower = existsSync('/proc/thread-self'),
  ) {
    this.limit = canLower ? cores : leaveACore(cores);
  }

  /** Hashes at once: every core while the threads run lowered, else one core left to the rest. */
  get size(): number {
    return this.limit;
  }

  hash(password: string, options: HashOptions): Promise<string> {
    return this.run({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', passwordHash, password }) as Promise<boolean>;
  }

  /** Jobs sent to a thread (hashing or next in its queue), and jobs waiting for one. */
  load(): { running: number; waiting: number } {
    const running = this.threads.reduce((sum, thread) => sum + thread.jobs.length, 0);
    return { running, waiting: this.queue.length };
  }

  /** Each thread: started yet, its OS id and whether it lowered its priority. */
  describeThreads(): { started: boolean; threadId?: number; lowered?: boolean }[] {
    return this.threads.map(({ started, threadId, lowered }) => ({ started, threadId, lowered }));
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts every thread now (a server calls it at start, so the first sign-in waits for none). */
  async warm(): Promise<void> {
    while (this.threads.length < this.limit) this.start();
    await Promise.all(this.threads.map((thread) => thread.ready));
  }

  private dispatch(): void {
    const usable = this.threads.slice(0, this.limit).filter((thread) => thread.started);
    for (let held = 0; held < JOBS_PER_THREAD; held += 1) {
      for (const thread of usable) {
        if (thread.jobs.length === held && this.queue.length > 0) this.assign(thread, this.queue.shift() as Pending);
      }
    }
    const starting = this.threads.filter((thread) => !thread.started).length;
    const wanted = Math.min(this.queue.length - starting, this.limit - this.threads.length);
    for (let count = 0; count < wanted; count += 1) this.start();
  }

  private assign(thread: HashThread, pending: Pending): void {
    thread.jobs.push(pending);
    // Referenced only while it works: an idle pool never keeps the process alive, a busy one does.
    thread.worker.ref();
    thread.worker.postMessage(pending.job);
  }

  private start(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { library: this.library, niceness: HASH_NICENESS },
    });
    let settle = () => {};
    const ready = new Promise<void>((resolve) => (settle = resolve));
    const thread: HashThread = { worker, started: false, ready, settle, jobs: [] };
    this.threads.push(thread);
    worker.on('message', (message: WorkerMessage) => this.received(thread, message));
    worker.on('error', (error) => this.lost(thread, error));
    worker.on('exit', (code) => this.lost(thread, new Error(`a hashing thread stopped (exit code ${code})`)));
  }

  private received(thread: HashThread, message: WorkerMessage): void {
    if ('started' in message) {
      Object.assign(thread, message);
      if (!message.lowered) this.limit = leaveACore(this.cores);
      thread.worker.unref();
      thread.settle();
    } else {
      const pending = thread.jobs.shift();
      if (thread.jobs.length === 0) thread.worker.unref();
      if ('error' in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.value);
    }
    this.dispatch();
  }

  private lost(thread: HashThread, error: Error): void {
    const index = this.threads.indexOf(thread);
    if (index < 0) return;
    this.threads.splice(index, 1);
    thread.settle();
    for (const pending of thread.jobs.splice(0)) pending.reject(error);
    this.dispatch();
  }
}

function leaveACore(cores: number): number {
  return Math.max(1, cores - 1);
}
