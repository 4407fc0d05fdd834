import type { AnsweredStep, BankItem, EngineSettings } from '../../../db/schema/adaptive.js';
import { estimateEap, type AbilityEstimate, type ScoredResponse } from './eap.js';
import { drawAt } from './rng.js';
import { chooseNextItem } from './select.js';
import { stopReason, type StopReason } from './stop.js';

export type Advance =
  | { done: false; estimate: AbilityEstimate; next: BankItem; draw: number }
  | { done: true; estimate: AbilityEstimate; reason: StopReason };

export function responsesOf(
  bank: readonly BankItem[],
  steps: readonly Pick<AnsweredStep, 'itemId' | 'correct'>[],
): ScoredResponse[] {
  const byId = new Map(bank.map((item) => [item.id, item]));
  return steps.flatMap((step) => {
    const item = byId.get(step.itemId);
    return item ? [{ item, correct: step.correct }] : [];
  });
}

/**
 * After the answered steps: the current estimate, then either the stop reason or the next
 * item. The exposure draw of step n is the n-th draw of the attempt's seed, so the same
 * bank, settings, seed and answers always give the same path.
 */
export function advance(
  bank: readonly BankItem[],
  settings: EngineSettings,
  seed: number,
  steps: readonly AnsweredStep[],
): Advance {
  const estimate = estimateEap(responsesOf(bank, steps), settings);
  const usedIds = steps.map((step) => step.itemId);
  const reason = stopReason(steps.length, estimate.se, bank.length - usedIds.length, settings);
  if (reason) return { done: true, estimate, reason };
  const draw = drawAt(seed, steps.length);
  const next = chooseNextItem(bank, usedIds, estimate.theta, settings, draw);
  if (!next) return { done: true, estimate, reason: 'bankExhausted' };
  return { done: false, estimate, next, draw };
}

/** The step to store once the presented item is answered. */
export function answerStep(
  bank: readonly BankItem[],
  settings: EngineSettings,
  steps: readonly AnsweredStep[],
  item: BankItem,
  thetaAtChoice: number,
  draw: number,
  correct: boolean,
): AnsweredStep {
  const after = estimateEap(responsesOf(bank, [...steps, { itemId: item.id, correct }]), settings);
  return {
    itemId: item.id,
    indicatorId: item.indicatorId,
    thetaAtChoice,
    draw,
    correct,
    theta: after.theta,
    se: after.se,
  };
}

export interface IndicatorAbility extends AbilityEstimate {
  indicatorId: string;
  answered: number;
}

/** Final ability and SE per indicator, each from that indicator's items alone under the same prior. */
export function indicatorAbilities(
  bank: readonly BankItem[],
  settings: EngineSettings,
  steps: readonly AnsweredStep[],
): IndicatorAbility[] {
  const indicators = [...new Set(steps.map((step) => step.indicatorId))].sort();
  return indicators.map((indicatorId) => {
    const own = steps.filter((step) => step.indicatorId === indicatorId);
    return { indicatorId, answered: own.length, ...estimateEap(responsesOf(bank, own), settings) };
  });
}
