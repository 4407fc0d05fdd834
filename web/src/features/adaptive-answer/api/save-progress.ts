import { evaluation } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { AdaptivePage } from './types';

/** POST tsSubAdaptiveEvaluationGroupAnswer: the temporary save of the marked option and the time spent. */
export function saveProgress(
  task: TaskRef,
  input: { useTime: number; itemId?: number; optionId?: string },
): Promise<AdaptivePage> {
  return http.request<AdaptivePage>(evaluation.tsSubAdaptiveEvaluationGroupAnswer, { body: { ...task, ...input } });
}
