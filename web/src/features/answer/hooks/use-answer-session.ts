import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import { getServerDraft, sendServerDraftAhead } from '../api/get-draft';
import { getItems, sendItemsAhead } from '../api/get-items';
import { getLatestAnswer, sendLatestAnswerAhead } from '../api/get-latest-answer';
import { getTaskInfoAndState, sendTaskInfoAndStateAhead } from '../api/get-task-state';

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

/** Sends the calls of `answerSessionQueryOptions(task, mode)` now, for its load to read (http `sendAhead`). */
export function sendAnswerSessionAhead(task: TaskRef, mode: AnswerMode): void {
  sendTaskInfoAndStateAhead(task);
  sendItemsAhead(task);
  if (mode !== 'reupload') sendServerDraftAhead(task);
  if (mode !== 'submit') sendLatestAnswerAhead(task);
}

export type AnswerSession = Awaited<ReturnType<NonNullable<ReturnType<typeof answerSessionQueryOptions>['queryFn']>>>;

export const useAnswerSession = (task: TaskRef | null, mode: AnswerMode) =>
  useQuery({ ...answerSessionQueryOptions(task ?? { taskGroupId: 0, activityId: 0 }, mode), enabled: task !== null });
