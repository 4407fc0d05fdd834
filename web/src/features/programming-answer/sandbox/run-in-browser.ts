import type { Example, SampleRun } from '../api/types';
import { toSampleRuns, type WorkerReport } from './sample-runs';

/**
 * A static file, not a bundled worker: it must be its own response so the server can give it the
 * one CSP that allows eval (server/src/platform/security.ts, SANDBOX_WORKER_FILE).
 */
const WORKER_URL = `${import.meta.env.BASE_URL}sandbox/run-examples.worker.js`;

/** All examples together get this long; a loop still running then is cut off with the worker. */
export const RUN_DEADLINE_MS = 2000;

type WorkerMessage = { type: 'result'; result: WorkerReport } | { type: 'done' };

interface RunRequest {
  code: string;
  functionName: string;
  examples: Example[];
}

/** Runs the code on the visible examples in a fresh worker; the tab stays responsive whatever the code does. */
export function runExamplesInBrowser(request: RunRequest, deadlineMs = RUN_DEADLINE_MS): Promise<SampleRun[]> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL);
    const reports: WorkerReport[] = [];
    const started = performance.now();
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve(toSampleRuns(request.examples, reports, Math.round(performance.now() - started)));
    };
    const timer = setTimeout(finish, deadlineMs);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data.type === 'result') reports.push(event.data.result);
      else finish();
    };
    // The worker itself failed (did not load, or the code crashed it): what was reported stands.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
    };
    worker.postMessage({ code: request.code, functionName: request.functionName, examples: request.examples });
  });
}
