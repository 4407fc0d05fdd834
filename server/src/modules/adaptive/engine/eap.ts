import type { EngineSettings } from '../../../db/schema/adaptive.js';
import { probabilityCorrect, type ItemParameters } from './irt.js';

export interface ScoredResponse {
  item: ItemParameters;
  correct: boolean;
}

export interface AbilityEstimate {
  theta: number;
  se: number;
}

type PriorSettings = Pick<EngineSettings, 'gridPoints' | 'gridMin' | 'gridMax' | 'priorMean' | 'priorSd'>;

/**
 * Expected a posteriori ability on a fixed quadrature grid: the posterior mean, with the
 * posterior standard deviation as the standard error. With no responses it is the prior.
 */
export function estimateEap(responses: readonly ScoredResponse[], settings: PriorSettings): AbilityEstimate {
  const { gridPoints, gridMin, gridMax, priorMean, priorSd } = settings;
  const step = (gridMax - gridMin) / (gridPoints - 1);
  const grid = Array.from({ length: gridPoints }, (_, i) => gridMin + i * step);
  const logWeights = grid.map((theta) => {
    let logWeight = -0.5 * ((theta - priorMean) / priorSd) ** 2;
    for (const response of responses) {
      const p = probabilityCorrect(theta, response.item);
      logWeight += Math.log(response.correct ? p : 1 - p);
    }
    return logWeight;
  });
  // Weights relative to the largest keep long response patterns from underflowing to zero.
  const top = Math.max(...logWeights);
  let mass = 0;
  let first = 0;
  let second = 0;
  grid.forEach((theta, i) => {
    const weight = Math.exp((logWeights[i] ?? -Infinity) - top);
    mass += weight;
    first += weight * theta;
    second += weight * theta * theta;
  });
  const theta = first / mass;
  return { theta, se: Math.sqrt(Math.max(second / mass - theta * theta, 0)) };
}
