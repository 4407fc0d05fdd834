import { evaluation, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

/** One item as the student sees it: no scores, no accepted answers. */
export type AnswerItem = RouteData<typeof evaluation.getEvaluationStemInfo>[number];

/** GET getEvaluationStemInfo: the items of the activity, in order. */
export function getItems(task: TaskRef): Promise<AnswerItem[]> {
  return http.request(evaluation.getEvaluationStemInfo, { query: { ...task } });
}

/** Sends `getItems(task)` now, for that call to read (http `sendAhead`). */
export function sendItemsAhead(task: TaskRef): void {
  http.sendAhead(evaluation.getEvaluationStemInfo, { query: { ...task } });
}
