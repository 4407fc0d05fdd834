import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';
import type { AnswerMap } from '../../../shared/stores/answer-store';

export interface LatestAnswer {
  answerId: number;
  answers: AnswerMap;
  useTime: number;
  submittedAt: string;
}

/** GET getLeafEvaluationAnswerByUser: the student's last handed-in answer, null before the first. */
export function getLatestAnswer(task: TaskRef): Promise<LatestAnswer | null> {
  return http.request<LatestAnswer | null>(evaluation.getLeafEvaluationAnswerByUser, { query: { ...task } });
}
