import { randomId } from '@pingjia/contract';
import type { TaskRef } from '../../../shared/answering/task-links';

const keyOf = (task: TaskRef) => `pj-adaptive-submit-${task.taskGroupId}-${task.activityId}`;

/** The submit key of this test's hand-in, kept until it succeeds so a retry or a reload never stores twice. */
export function submitKeyFor(task: TaskRef): string {
  const kept = sessionStorage.getItem(keyOf(task));
  if (kept) return kept;
  const made = randomId();
  sessionStorage.setItem(keyOf(task), made);
  return made;
}

export const forgetSubmitKey = (task: TaskRef) => sessionStorage.removeItem(keyOf(task));
