import { toInstant } from '../validation/date-time.js';

export interface AnswerFlags {
  userTaskState: number;
  respondTimes: number;
  /** 1 (or true) when the student waived the task. */
  isWaive: number | boolean;
  reuploadFlag: number;
}

/**
 * §4 answer-disable decision. State 2 is closed, 0 is open; state 1 (answered) reopens only
 * before the group end time, either for a first re-answer (respondTimes 1, not waived) or
 * for a re-upload. A missing or unreadable end time counts as passed, so it fails closed.
 */
export function isAnswerDisabled(state: AnswerFlags, groupEndTime: Date | string | number | null, now: Date): boolean {
  if (state.userTaskState === 0) return false;
  if (state.userTaskState !== 1) return true;
  const end = toInstant(groupEndTime);
  const beforeEnd = end !== null && now.getTime() < end.getTime();
  const waived = state.isWaive === 1 || state.isWaive === true;
  const mayReanswer = state.respondTimes === 1 && !waived;
  return !(beforeEnd && (mayReanswer || state.reuploadFlag === 1));
}
