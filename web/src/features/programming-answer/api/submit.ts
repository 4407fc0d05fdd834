import { programming, type RouteData, type RouteInput } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';

type Submit = typeof programming.subProgrammingAnswer;

/** POST /wj/api/programming/subProgrammingAnswer: graded on the server; a retried submitKey returns the first result. */
export function submitCode(
  task: TaskRef,
  input: Omit<RouteInput<Submit>['body'], keyof TaskRef>,
): Promise<RouteData<Submit>> {
  return http.request(programming.subProgrammingAnswer, { body: { ...task, ...input }, timeoutMs: 60_000 });
}
