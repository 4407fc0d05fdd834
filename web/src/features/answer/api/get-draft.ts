import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';
import type { ServerDraft } from './types';

/** GET getEvaluationTime: the draft the server keeps (answers and seconds spent). */
export function getServerDraft(task: TaskRef): Promise<ServerDraft> {
  return http.request<ServerDraft>(evaluation.getEvaluationTime, { query: { ...task } });
}
