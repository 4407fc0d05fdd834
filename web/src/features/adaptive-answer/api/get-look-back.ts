import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';

/** GET getAdaptiveEvaluationPreviousPage: an answered item and the student's choice, read only. */
export const lookBackQuery = (task: TaskRef, position: number) =>
  queryOptions({
    queryKey: adaptiveKeys.lookBack(task, position),
    queryFn: () => http.request(evaluation.getAdaptiveEvaluationPreviousPage, { query: { ...task, position } }),
    staleTime: Infinity,
  });
