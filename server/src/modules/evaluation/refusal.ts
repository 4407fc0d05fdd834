import { evaluationRefusal, type EvaluationMessage } from './messages.js';

/**
 * The old spelling of `evaluationRefusal`, left for answer-check.ts only until it moves to
 * `evaluationRefusal(code, key)`; delete this file then.
 */
export class Refusal {
  constructor(code: number, text: { own: EvaluationMessage }) {
    return evaluationRefusal(code, text.own);
  }
}
