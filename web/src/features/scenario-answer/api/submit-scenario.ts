import { scenario, type RouteData } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';

/** POST subScenarioAnswer: hands in the finished walk; a repeated submitKey is the same submit. */
export function submitScenario(
  task: TaskRef,
  submitKey: string,
  useTime: number,
): Promise<RouteData<typeof scenario.subScenarioAnswer>> {
  return http.request(scenario.subScenarioAnswer, { body: { ...task, submitKey, useTime } });
}
