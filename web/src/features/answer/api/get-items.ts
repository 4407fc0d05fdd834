import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';
import type { AnswerItem } from './types';

/** GET getEvaluationStemInfo: the items of the activity, in order. */
export function getItems(task: TaskRef): Promise<AnswerItem[]> {
  return http.request<AnswerItem[]>(evaluation.getEvaluationStemInfo, { query: { ...task } });
}
