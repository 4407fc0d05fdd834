import { scenario } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { ScenarioWalk } from './types';

export const scenarioKey = (task: TaskRef) => ['scenario', task.taskGroupId, task.activityId] as const;

/** GET /wj/api/scenario/getScenario: the walk where the student left it, on any device. */
export function getScenario(task: TaskRef): Promise<ScenarioWalk> {
  return http.request(scenario.getScenario, { query: { ...task } });
}

export const scenarioQuery = (task: TaskRef) =>
  queryOptions({ queryKey: scenarioKey(task), queryFn: () => getScenario(task) });
