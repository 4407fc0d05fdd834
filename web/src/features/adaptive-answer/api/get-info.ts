import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';

/** GET getAdaptiveEvaluationAllPageInfo: the test's limits and the student's progress. */
export const infoQuery = (task: TaskRef) =>
  queryOptions({
    queryKey: adaptiveKeys.info(task),
    queryFn: () => http.request(evaluation.getAdaptiveEvaluationAllPageInfo, { query: { ...task } }),
  });
