import { evaluation, type RouteData, type RouteInput } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';

type Progress = Omit<RouteInput<typeof evaluation.tsSubAdaptiveEvaluationGroupAnswer>['body'], keyof TaskRef>;

/** POST tsSubAdaptiveEvaluationGroupAnswer: the temporary save of the marked option and the time spent. */
export function saveProgress(
  task: TaskRef,
  input: Progress,
): Promise<RouteData<typeof evaluation.tsSubAdaptiveEvaluationGroupAnswer>> {
  return http.request(evaluation.tsSubAdaptiveEvaluationGroupAnswer, { body: { ...task, ...input } });
}
