import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { FairQueue } from './fair-queue.js';
import { DEFAULT_LIMITS, type CaseInput, type CaseJob, type CaseRun, type SandboxLimits } from './types.js';

/**
 * QuickJS polls its deadline between bytecodes, not inside a builtin, and a heap close to its
 * limit can keep a builtin busy for seconds; past the deadline plus this margin the worker is
 * terminated (piscina starts a new one) and the case reads as a timeout.
 */
const WATCHDOG_MARGIN_MS = 1000;
/** A worker that replaces a terminated one loads and warms QuickJS first; its first case waits for that. */
const WORKER_START_MS = 5000;

/** One piece of code against its cases. */
export interface GradeRequest {
  code: string;
  functionName: string;
  cases: readonly CaseInput[];
}

export interface Grader {
  /**
   * Grades one run of a student (a submission's tasks, or one task's examples): the runs of each
   * request, in order. A student has one run at a time: another while it is graded is refused
   * with `RunInProgress`, so no one can fill the pool with endless loops.
   */
  grade(owner: number, requests: readonly GradeRequest[]): Promise<CaseRun[][]>;
  close(): Promise<void>;
}

/** The student's previous run is still being graded. */
export class RunInProgress extends Error {
  constructor(readonly owner: number) {
    super(`student ${owner} already has a run being graded`);
  }
}

/** Compiled, the worker sits next to this file; under Vitest the sources are TypeScript, loaded through tsx. */
function workerFile(): { filename: string; execArgv: string[] } {
  const isSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./grade-worker.${isSource ? 'ts' : 'js'}`, import.meta.url).href;
  return { filename, execArgv: isSource ? ['--import', 'tsx'] : [] };
}

const stoppedRun = (outcome: 'timeout' | 'error', timeMs: number): CaseRun => ({
  outcome,
  actual: null,
  error: outcome === 'timeout' ? 'time limit exceeded' : 'the sandbox failed on this case',
  output: '',
  timeMs,
});

interface PendingCase {
  job: CaseJob;
  settle: (run: CaseRun) => void;
}

/**
 * A pool of worker threads, one per core less one for the server (at least one), each running
 * QuickJS compiled to WebAssembly. Every test case is its own task, so a worker that dies or
 * hangs fails one case, never the server. Cases wait in a fair queue by student and go to
 * piscina only when a worker is free, so the next free worker always goes to the student with
 * the fewest cases running.
 */
export function createGrader(
  limits: SandboxLimits = DEFAULT_LIMITS,
  threads = Math.max(1, availableParallelism() - 1),
): Grader {
  const pool = new Piscina<CaseJob, CaseRun>({
    ...workerFile(),
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  // A worker that fails outside a task (while loading) must not take the server down with it;
  // piscina replaces it and the task it held fails as an error.
  pool.on('error', () => undefined);
  const caseBudget = WORKER_START_MS + limits.timeoutMs + WATCHDOG_MARGIN_MS;
  const queue = new FairQueue<PendingCase>();
  const grading = new Set<number>();
  let busy = 0;
  let isClosed = false;

  async function runOne(job: CaseJob): Promise<CaseRun> {
    // A case starts only when a worker is free, so its budget never counts other cases.
    const signal = AbortSignal.timeout(caseBudget);
    const started = performance.now();
    try {
      return await pool.run(job, { signal });
    } catch {
      return stoppedRun(signal.aborted ? 'timeout' : 'error', Math.round(performance.now() - started));
    }
  }

  function startWaitingCases(): void {
    while (busy < threads) {
      const next = queue.next();
      if (!next) return;
      busy += 1;
      void runOne(next.item.job).then((run) => {
        busy -= 1;
        queue.done(next.owner);
        next.item.settle(run);
        startWaitingCases();
      });
    }
  }

  function enqueue(owner: number, job: CaseJob): Promise<CaseRun> {
    if (isClosed) return Promise.resolve(stoppedRun('error', 0));
    return new Promise((settle) => queue.push(owner, { job, settle }));
  }

  async function grade(owner: number, requests: readonly GradeRequest[]): Promise<CaseRun[][]> {
    if (grading.has(owner)) throw new RunInProgress(owner);
    grading.add(owner);
    try {
      const runs = requests.map(({ code, functionName, cases }) =>
        Promise.all(cases.map((testCase) => enqueue(owner, { code, functionName, testCase, limits }))),
      );
      startWaitingCases();
      return await Promise.all(runs);
    } finally {
      grading.delete(owner);
    }
  }

  return {
    grade,
    async close() {
      isClosed = true;
      for (const waiting of queue.drain()) waiting.settle(stoppedRun('error', 0));
      await pool.destroy();
    },
  };
}
