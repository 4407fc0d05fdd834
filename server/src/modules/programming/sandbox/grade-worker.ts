import { getQuickJS } from 'quickjs-emscripten';
import { runCase } from './run-case.js';
import type { CaseJob, CaseRun } from './types.js';

/** A piscina worker: runs one test case off the server's event loop. */
export default async function runCaseTask(job: CaseJob): Promise<CaseRun> {
  return runCase(await getQuickJS(), job.code, job.functionName, job.testCase, job.limits);
}
