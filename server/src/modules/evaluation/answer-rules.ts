import { isAnswerDisabled, type AnswerFlags } from '@pingjia/contract';
import type { EvaluationMessage } from './messages.js';

export type AnswerAction = 'submit' | 'replace' | 'reupload' | 'again' | 'waive' | 'draft';

const isWaived = (state: AnswerFlags) => state.isWaive === 1 || state.isWaive === true;

/** Answered once, not waived: the one re-answer §4 allows (the end time is the decision's part). */
const mayReanswer = (state: AnswerFlags) => state.userTaskState === 1 && state.respondTimes === 1 && !isWaived(state);

function whyDisabled(state: AnswerFlags, endTime: Date | null, now: Date): EvaluationMessage {
  if (state.userTaskState !== 1) return 'answerClosed';
  if (endTime === null || now.getTime() >= endTime.getTime()) return 'answerEnded';
  if (isWaived(state)) return 'answerWaived';
  return 'answerAlreadySubmitted';
}

function whyActionRefused(action: AnswerAction, state: AnswerFlags): EvaluationMessage | null {
  const open = state.userTaskState === 0;
  switch (action) {
    case 'submit':
    case 'draft':
      return open || mayReanswer(state) ? null : 'answerAlreadySubmitted';
    case 'replace':
    case 'again':
      if (open) return 'notAnsweredYet';
      return mayReanswer(state) ? null : 'answerAlreadySubmitted';
    case 'reupload':
      return state.userTaskState === 1 && state.reuploadFlag === 1 ? null : 'reuploadNotRequested';
    case 'waive':
      return isWaived(state) ? 'answerWaived' : null;
  }
}

/**
 * Whether an answer action may run: first the contract's §4 answer-disable decision, then
 * what the action itself needs (a re-upload needs the flag, a replace a previous answer).
 * Null when allowed, else the message the student reads.
 */
export function answerRefusal(
  action: AnswerAction,
  state: AnswerFlags,
  endTime: Date | null,
  now: Date,
): EvaluationMessage | null {
  if (isAnswerDisabled(state, endTime, now)) return whyDisabled(state, endTime, now);
  return whyActionRefused(action, state);
}
