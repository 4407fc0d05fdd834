import { scenario } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { EarnedAward } from '../../../shared/stores/real-time-report-store';

export interface SubmitResult {
  totalScore: number;
  awards: EarnedAward[];
}

/** POST subScenarioAnswer: hands in the finished walk; a repeated submitKey is the same submit. */
export function submitScenario(task: TaskRef, submitKey: string, useTime: number): Promise<SubmitResult> {
  return http.request<SubmitResult>(scenario.subScenarioAnswer, { body: { ...task, submitKey, useTime } });
}
