import { evaluation, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

/** GET getLeafEvaluationTaskInfoAndTaskStateByUser: the task, the student's state on it and their stamina. */
export function getTaskInfoAndState(
  task: TaskRef,
): Promise<RouteData<typeof evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser>> {
  return http.request(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, { query: { ...task } });
}

/** Sends `getTaskInfoAndState(task)` now, for that call to read (http `sendAhead`). */
export function sendTaskInfoAndStateAhead(task: TaskRef): void {
  http.sendAhead(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, { query: { ...task } });
}
