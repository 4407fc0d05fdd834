import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';

/** GET getAdaptiveEvaluationAnswerLastPageInfo: starts the test, or resumes it on the item left open. */
export const lastPageQuery = (task: TaskRef, enabled: boolean) =>
  queryOptions({
    queryKey: adaptiveKeys.page(task),
    queryFn: () => http.request(evaluation.getAdaptiveEvaluationAnswerLastPageInfo, { query: { ...task } }),
    enabled,
    staleTime: Infinity,
  });
