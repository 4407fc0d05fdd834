import { evaluation, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';

export type ServerDraft = RouteData<typeof evaluation.getEvaluationTime>;

/** GET getEvaluationTime: the draft the server keeps (answers and seconds spent). */
export function getServerDraft(task: TaskRef): Promise<ServerDraft> {
  return http.request(evaluation.getEvaluationTime, { query: { ...task } });
}

/** Sends `getServerDraft(task)` now, for that call to read (http `sendAhead`). */
export function sendServerDraftAhead(task: TaskRef): void {
  http.sendAhead(evaluation.getEvaluationTime, { query: { ...task } });
}
