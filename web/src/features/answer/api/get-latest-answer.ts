import { evaluation, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

/** GET getLeafEvaluationAnswerByUser: the student's last handed-in answer, null before the first. */
export function getLatestAnswer(task: TaskRef): Promise<RouteData<typeof evaluation.getLeafEvaluationAnswerByUser>> {
  return http.request(evaluation.getLeafEvaluationAnswerByUser, { query: { ...task } });
}

/** Sends `getLatestAnswer(task)` now, for that call to read (http `sendAhead`). */
export function sendLatestAnswerAhead(task: TaskRef): void {
  http.sendAhead(evaluation.getLeafEvaluationAnswerByUser, { query: { ...task } });
}
