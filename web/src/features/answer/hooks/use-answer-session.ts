import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import { getServerDraft } from '../api/get-draft';
import { getItems } from '../api/get-items';
import { getLatestAnswer } from '../api/get-latest-answer';
import { getTaskInfoAndState } from '../api/get-task-state';

/**
 * Everything an answer screen starts from, in one load: the task and the student's state
 * and stamina, the items, the server's draft (not for a re-upload, which keeps no draft)
 * and the last handed-in answer (for a re-answer or re-upload).
 */
export const answerSessionQueryOptions = (task: TaskRef, mode: AnswerMode) =>
  queryOptions({
    queryKey: ['answer', 'session', task.taskGroupId, task.activityId, mode],
    queryFn: async () => {
      const [info, items, server, latest] = await Promise.all([
        getTaskInfoAndState(task),
        getItems(task),
        mode === 'reupload' ? null : getServerDraft(task),
        mode === 'submit' ? null : getLatestAnswer(task),
      ]);
      return { info, items: [...items].sort((a, b) => a.sort - b.sort), server, latest: latest?.answers ?? null };
    },
    // A screen opened again must see the state the last submit left, never a cached one.
    gcTime: 0,
  });

export type AnswerSession = Awaited<ReturnType<NonNullable<ReturnType<typeof answerSessionQueryOptions>['queryFn']>>>;

export const useAnswerSession = (task: TaskRef | null, mode: AnswerMode) =>
  useQuery({ ...answerSessionQueryOptions(task ?? { taskGroupId: 0, activityId: 0 }, mode), enabled: task !== null });
