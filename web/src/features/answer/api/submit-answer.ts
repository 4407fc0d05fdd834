import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import type { AnswerMap } from '../../../shared/stores/answer-store';
import type { EarnedAward } from '../../../shared/stores/real-time-report-store';

export interface SubmitResult {
  answerId: number;
  activityId: number;
  taskGroupId: number;
  queryProgress: true;
  totalScore: number;
  awards: (EarnedAward & { taskGroupId: number })[];
}

const ROUTES = {
  submit: evaluation.subEvaluationGroupAnswer,
  replace: evaluation.replaceSubEvaluationGroupAnswer,
  reupload: evaluation.subReuploadEvaluationGroupAnswer,
} as const;

export interface SubmitInput extends TaskRef {
  submitKey: string;
  answers: AnswerMap;
  useTime: number;
}

/** The submit call of the mode; the server treats a repeated submitKey as the same submit. */
export function submitAnswer(mode: AnswerMode, input: SubmitInput): Promise<SubmitResult> {
  return http.request<SubmitResult>(ROUTES[mode], { body: input });
}
