import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { DEFAULT_LIMITS, type CaseInput, type CaseJob, type CaseRun, type SandboxLimits } from './types.js';

/**
 * QuickJS polls its deadline between bytecodes, not inside a builtin, and a heap close to its
 * limit can keep a builtin busy for seconds; past the deadline plus this margin the worker is
 * terminated (piscina starts a new one) and the case reads as a timeout.
 */
const WATCHDOG_MARGIN_MS = 1000;
/** A worker that replaces a terminated one loads and warms QuickJS first; its first case waits for that. */
const WORKER_START_MS = 5000;
const MAX_QUEUE = 500;

export interface Grader {
  grade(code: string, functionName: string, cases: CaseInput[]): Promise<CaseRun[]>;
  close(): Promise<void>;
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

/**
 * A pool of worker threads, one per core less one for the server (at least one), each running
 * QuickJS compiled to WebAssembly. Every test case is its own task, so cases of one submission
 * spread over the workers and a worker that dies or hangs fails one case, never the server.
 */
export function createGrader(
  limits: SandboxLimits = DEFAULT_LIMITS,
  threads = Math.max(1, availableParallelism() - 1),
): Grader {
  const pool = new Piscina<CaseJob, CaseRun>({
    ...workerFile(),
    minThreads: 1,
    maxThreads: threads,
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
  });
  // A worker that fails outside a task (while loading) must not take the server down with it;
  // piscina replaces it and the task it held fails as an error.
  pool.on('error', () => undefined);
  const caseBudget = limits.timeoutMs + WATCHDOG_MARGIN_MS;
  let unfinished = 0;

  async function runOne(job: CaseJob): Promise<CaseRun> {
    // The budget counts the cases ahead in line, so waiting for a worker never reads as a hang.
    unfinished += 1;
    const signal = AbortSignal.timeout(WORKER_START_MS + caseBudget * Math.ceil(unfinished / threads));
    const started = performance.now();
    try {
      return await pool.run(job, { signal });
    } catch {
      return stoppedRun(signal.aborted ? 'timeout' : 'error', Math.round(performance.now() - started));
    } finally {
      unfinished -= 1;
    }
  }

  return {
    grade: (code, functionName, cases) =>
      Promise.all(cases.map((testCase) => runOne({ code, functionName, testCase, limits }))),
    close: () => pool.destroy(),
  };
}
