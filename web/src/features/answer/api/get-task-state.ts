import { evaluation, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

/** GET getLeafEvaluationTaskInfoAndTaskStateByUser: the task, the student's state on it and their stamina. */
export function getTaskInfoAndState(
  task: TaskRef,
): Promise<RouteData<typeof evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser>> {
  return http.request(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, { query: { ...task } });
}
