import { programming } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskRef } from '../../../shared/answering/task-links';
import { http } from '../../../shared/request';
import type { TasksView } from './types';

/** GET /wj/api/programming/getTasks: statements, starter code, visible examples, the draft and the last result. */
export function getTasks(task: TaskRef): Promise<TasksView> {
  return http.request(programming.getTasks, { query: { ...task } });
}

export const tasksQueryOptions = (task: TaskRef) =>
  queryOptions({
    queryKey: ['programming', 'tasks', task.taskGroupId, task.activityId],
    queryFn: () => getTasks(task),
  });

export const useTasks = (task: TaskRef) =>
  useQuery({ ...tasksQueryOptions(task), staleTime: Infinity, refetchOnWindowFocus: false });
