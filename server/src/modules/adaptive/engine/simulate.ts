import type { AnsweredStep, BankItem, EngineSettings } from '../../../db/schema/adaptive.js';
import { advance, answerStep } from './cat.js';
import { probabilityCorrect } from './irt.js';
import { seededRandom } from './rng.js';

export interface SimulatedRun {
  trueTheta: number;
  theta: number;
  se: number;
  length: number;
}

/** A simulated examinee of known ability answers the bank through the engine, each answer drawn from the model. */
export function simulateExaminee(
  bank: readonly BankItem[],
  settings: EngineSettings,
  seed: number,
  trueTheta: number,
): SimulatedRun {
  const answerRandom = seededRandom(seed ^ 0x5bd1e995);
  const steps: AnsweredStep[] = [];
  for (;;) {
    const state = advance(bank, settings, seed, steps);
    if (state.done) return { trueTheta, theta: state.estimate.theta, se: state.estimate.se, length: steps.length };
    const correct = answerRandom() < probabilityCorrect(trueTheta, state.next);
    steps.push(answerStep(bank, settings, steps, state.next, state.estimate.theta, state.draw, correct));
  }
}
