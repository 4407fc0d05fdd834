import { api } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { CaseOutcome } from './types';

export interface SampleRun {
  index: number;
  outcome: CaseOutcome;
  actual: string | null;
  error: string | null;
  output: string;
  timeMs: number;
}

/**
 * POST /wj/api/programming/runSamples: the code against the task's visible examples, in the
 * server's sandbox; nothing is recorded. (The page's CSP forbids eval, so the browser cannot run it.)
 */
export function runSamples(task: TaskRef, taskId: number, code: string): Promise<SampleRun[]> {
  return http.request<SampleRun[]>(api.programming.runSamples, { body: { ...task, taskId, code }, timeoutMs: 30_000 });
}
