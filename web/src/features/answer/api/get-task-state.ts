import { evaluation } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { TaskRef } from '../../../shared/answering/task-links';
import type { ActivityInfo, TaskFlags, TaskGroupInfo } from './types';

export interface TaskInfoAndState {
  taskGroupInfo: TaskGroupInfo;
  activity: ActivityInfo;
  evaluationLeafTaskStateDTO: TaskFlags;
  stamina: { dayMaxFinish: number; dayFinish: number; isDayFinish: boolean; recentlyDay: number };
}

/** GET getLeafEvaluationTaskInfoAndTaskStateByUser: the task, the student's state on it and their stamina. */
export function getTaskInfoAndState(task: TaskRef): Promise<TaskInfoAndState> {
  return http.request<TaskInfoAndState>(evaluation.getLeafEvaluationTaskInfoAndTaskStateByUser, {
    query: { ...task },
  });
}
