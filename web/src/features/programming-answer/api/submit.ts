import { programming } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { CodeMap, SubmitResult } from './types';

/** POST /wj/api/programming/subProgrammingAnswer: graded on the server; a retried submitKey returns the first result. */
export function submitCode(
  task: TaskRef,
  input: { submitKey: string; code: CodeMap; useTime: number },
): Promise<SubmitResult> {
  return http.request<SubmitResult>(programming.subProgrammingAnswer, {
    body: { ...task, ...input },
    timeoutMs: 60_000,
  });
}
