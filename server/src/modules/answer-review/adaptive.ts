import type { Executor } from '../../db/client.js';
import { publicItem, resultOf } from '../adaptive/presenter.js';
import { findHandedInAttempt, type AnswerRow } from './repository.js';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The adaptive run an answer handed in, step by step: the item as the student saw it, the option
 * they chose, whether it was right and the ability estimate it led to. The bank's parameters and
 * the key of any item stay out, as on the student's own screen.
 */
export async function adaptiveReview(db: Executor, answer: AnswerRow) {
  const attempt = await findHandedInAttempt(db, answer);
  if (!attempt) return { kind: 'adaptive' as const, attemptNo: null, stopReason: null, steps: [], result: null };
  const steps = attempt.steps.flatMap((step, index) => {
    const item = attempt.bank.find((candidate) => candidate.id === step.itemId);
    if (!item) return [];
    const { stem, options } = publicItem(item);
    return [
      {
        position: index + 1,
        itemId: step.itemId,
        stem,
        options,
        chosenOptionId: step.optionId,
        isRight: step.correct,
        theta: round3(step.theta),
        se: round3(step.se),
      },
    ];
  });
  const { theta, se, score } = resultOf(attempt);
  return {
    kind: 'adaptive' as const,
    attemptNo: attempt.attemptNo,
    stopReason: attempt.stopReason,
    steps,
    result: { theta, se, score },
  };
}
