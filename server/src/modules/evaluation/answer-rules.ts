import { ErrorCode, isAnswerDisabled, isWaived, TaskState, type AnswerFlags } from '@pingjia/contract';
import { evaluationRefusal, type EvaluationMessage } from './messages.js';

export type AnswerAction = 'submit' | 'replace' | 'reupload' | 'again' | 'waive' | 'draft';

/** Answered once, not waived: the one re-answer §4 allows (the end time is the decision's part). */
const mayReanswer = (state: AnswerFlags) =>
  state.userTaskState === TaskState.submitted && state.respondTimes === 1 && !isWaived(state);

function whyDisabled(state: AnswerFlags, endTime: Date | null, now: Date): EvaluationMessage {
  if (state.userTaskState !== TaskState.submitted) return 'answerClosed';
  if (endTime === null || now.getTime() >= endTime.getTime()) return 'answerEnded';
  if (isWaived(state)) return 'answerWaived';
  return 'answerAlreadySubmitted';
}

function whyActionRefused(action: AnswerAction, state: AnswerFlags): EvaluationMessage | null {
  const open = state.userTaskState === TaskState.open;
  switch (action) {
    case 'submit':
    case 'draft':
      return open || mayReanswer(state) ? null : 'answerAlreadySubmitted';
    case 'replace':
    case 'again':
      if (open) return 'notAnsweredYet';
      return mayReanswer(state) ? null : 'answerAlreadySubmitted';
    case 'reupload':
      return state.userTaskState === TaskState.submitted && state.reuploadFlag === 1 ? null : 'reuploadNotRequested';
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

/** Refuses (AnswerDisabled, with the student's message) an answer action that `answerRefusal` forbids. */
export function assertAnswerAllowed(action: AnswerAction, state: AnswerFlags, endTime: Date | null, now: Date): void {
  const refusal = answerRefusal(action, state, endTime, now);
  if (refusal) throw evaluationRefusal(ErrorCode.AnswerDisabled, refusal);
}
