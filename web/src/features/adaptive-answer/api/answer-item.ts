import { evaluation } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { AdaptivePage } from './types';

/** GET getAdaptiveEvaluationAnswerNextPageInfo: answers the item on screen; the server picks the next one. */
export function answerItem(task: TaskRef, itemId: number, optionId: string): Promise<AdaptivePage> {
  return http.request<AdaptivePage>(evaluation.getAdaptiveEvaluationAnswerNextPageInfo, {
    query: { ...task, itemId, optionId },
  });
}
