import { evaluation } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { EarnedAward } from '../../../shared/stores/real-time-report-store';

export interface SubmitResult {
  answerId: number;
  totalScore: number;
  awards: (EarnedAward & { taskGroupId: number })[];
}

/** POST subAdaptiveEvaluationGroupAnswer: hands the finished test in; a repeated submitKey is the same submit. */
export function submitTest(task: TaskRef, submitKey: string, useTime: number): Promise<SubmitResult> {
  return http.request<SubmitResult>(evaluation.subAdaptiveEvaluationGroupAnswer, {
    body: { ...task, submitKey, useTime },
  });
}
