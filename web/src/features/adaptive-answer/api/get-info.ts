import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';
import type { AdaptiveInfo } from './types';

/** GET getAdaptiveEvaluationAllPageInfo: the test's limits and the student's progress. */
export const infoQuery = (task: TaskRef) =>
  queryOptions({
    queryKey: adaptiveKeys.info(task),
    queryFn: () => http.request<AdaptiveInfo>(evaluation.getAdaptiveEvaluationAllPageInfo, { query: { ...task } }),
  });
