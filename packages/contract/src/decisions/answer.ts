import { TaskState } from '../rules/task-state.js';
import { toInstant } from '../validation/date-time.js';

export interface AnswerFlags {
  userTaskState: number;
  respondTimes: number;
  /** 1 (or true) when the student waived the task. */
  isWaive: number | boolean;
  reuploadFlag: number;
}

type DoneFlags = Pick<AnswerFlags, 'userTaskState' | 'isWaive'>;

export function isWaived(state: Pick<AnswerFlags, 'isWaive'>): boolean {
  return state.isWaive === 1 || state.isWaive === true;
}

/**
 * §3 doneNum: an activity counts as done once it is handed in. Waiving submits it too,
 * but a waived activity was not done, so every progress count leaves it out.
 */
export function countsAsDone(state: DoneFlags): boolean {
  return state.userTaskState === TaskState.submitted && !isWaived(state);
}

/**
 * §4 answer-disable decision. State 2 is closed, 0 is open; state 1 (answered) reopens only
 * before the group end time, either for a first re-answer (respondTimes 1, not waived) or
 * for a re-upload. A missing or unreadable end time counts as passed, so it fails closed.
 */
export function isAnswerDisabled(state: AnswerFlags, groupEndTime: Date | string | number | null, now: Date): boolean {
  if (state.userTaskState === TaskState.open) return false;
  if (state.userTaskState !== TaskState.submitted) return true;
  const end = toInstant(groupEndTime);
  const beforeEnd = end !== null && now.getTime() < end.getTime();
  const mayReanswer = state.respondTimes === 1 && !isWaived(state);
  return !(beforeEnd && (mayReanswer || state.reuploadFlag === 1));
}
