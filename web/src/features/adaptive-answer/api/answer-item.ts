import { evaluation, type RouteData } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';

type AdaptivePage = RouteData<typeof evaluation.getAdaptiveEvaluationAnswerNextPageInfo>;

/** GET getAdaptiveEvaluationAnswerNextPageInfo: answers the item on screen; the server picks the next one. */
export function answerItem(task: TaskRef, itemId: number, optionId: string): Promise<AdaptivePage> {
  return http.request(evaluation.getAdaptiveEvaluationAnswerNextPageInfo, { query: { ...task, itemId, optionId } });
}
