import { evaluation, type RouteData } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';

/** POST subAdaptiveEvaluationGroupAnswer: hands the finished test in; a repeated submitKey is the same submit. */
export function submitTest(
  task: TaskRef,
  submitKey: string,
  useTime: number,
): Promise<RouteData<typeof evaluation.subAdaptiveEvaluationGroupAnswer>> {
  return http.request(evaluation.subAdaptiveEvaluationGroupAnswer, { body: { ...task, submitKey, useTime } });
}
