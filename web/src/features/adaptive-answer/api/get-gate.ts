import { evaluation, type DerivedStamina } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';

export interface TaskGate {
  taskGroupInfo: { passed: string };
  activity: { passed: string };
  stamina: DerivedStamina;
}

/** GET getLeafEvaluationTaskInfoAndTaskStateByUser: what the §5 stamina check before the submit needs. */
export const gateQuery = (task: TaskRef) =>
  queryOptions({
    queryKey: adaptiveKeys.gate(task),
    queryFn: () =>
      http.request<TaskGate>(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, { query: { ...task } }),
  });
