import { getQuickJS, type QuickJSWASMModule } from 'quickjs-emscripten';
import { runCase } from './run-case.js';
import { DEFAULT_LIMITS, type CaseJob, type CaseRun } from './types.js';

// V8 compiles the WebAssembly interpreter lazily; a fresh worker's first loops run several times
// slower, which would eat a student's deadline. Throwaway runs before the first case warm it up.
const WARM_UP = 'function warm(n) { let x = 0; for (let i = 0; i < n; i++) x = (x + i) % 7; return x; }';

let ready: Promise<QuickJSWASMModule> | undefined;

async function loadQuickJS(): Promise<QuickJSWASMModule> {
  const quickjs = await getQuickJS();
  for (let round = 0; round < 2; round++)
    runCase(quickjs, WARM_UP, 'warm', { input: 200_000, expected: null }, DEFAULT_LIMITS);
  return quickjs;
}

/** A piscina worker: runs one test case off the server's event loop. */
export default async function runCaseTask(job: CaseJob): Promise<CaseRun> {
  ready ??= loadQuickJS();
  return runCase(await ready, job.code, job.functionName, job.testCase, job.limits);
}
