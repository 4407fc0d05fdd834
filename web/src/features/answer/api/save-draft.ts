import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';
import type { AnswerMap } from '../../../shared/stores/answer-store';

/**
 * POST saveEvaluationTime: the server copy of the draft. Quiet: a draft that could not be
 * saved is kept in the session and retried with the next change, without a toast per keystroke.
 */
export async function saveServerDraft(task: TaskRef, answers: AnswerMap, useTime: number): Promise<void> {
  await http.request(evaluation.saveEvaluationTime, { body: { ...task, answers, useTime }, quiet: true });
}
