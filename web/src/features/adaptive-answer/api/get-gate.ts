import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';

/** GET getLeafEvaluationTaskInfoAndTaskStateByUser: what the §5 stamina check before the submit needs. */
export const gateQuery = (task: TaskRef) =>
  queryOptions({
    queryKey: adaptiveKeys.gate(task),
    queryFn: () => http.request(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, { query: { ...task } }),
  });
