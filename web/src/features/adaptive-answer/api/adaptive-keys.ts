import type { TaskRef } from '../../../shared/answering/task-links';

/** Query keys of the screen; under 'student' so a submit's invalidation refreshes them with the home. */
export const adaptiveKeys = {
  info: (task: TaskRef) => ['student', 'adaptive', 'info', task.taskGroupId, task.activityId] as const,
  page: (task: TaskRef) => ['student', 'adaptive', 'page', task.taskGroupId, task.activityId] as const,
  lookBack: (task: TaskRef, position: number) =>
    ['student', 'adaptive', 'look-back', task.taskGroupId, task.activityId, position] as const,
  gate: (task: TaskRef) => ['student', 'adaptive', 'gate', task.taskGroupId, task.activityId] as const,
};
