import { evaluation } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import { adaptiveKeys } from './adaptive-keys';
import type { LookBackPage } from './types';

/** GET getAdaptiveEvaluationPreviousPage: an answered item and the student's choice, read only. */
export const lookBackQuery = (task: TaskRef, position: number) =>
  queryOptions({
    queryKey: adaptiveKeys.lookBack(task, position),
    queryFn: () =>
      http.request<LookBackPage>(evaluation.getAdaptiveEvaluationPreviousPage, { query: { ...task, position } }),
    staleTime: Infinity,
  });
