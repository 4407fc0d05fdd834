import { MIN_REPORT_GROUP, roundScore, type ValueAdded } from '@pingjia/contract';

/*
 * The contract's value-added rule (valueAddedByUnit, expectationLine) computed from sums of the
 * pairs instead of the pairs themselves: the database adds each class's paired scores up, so a
 * district's line costs one row per class. value-added.unit.test.ts checks that both give the
 * same figures.
 */

/** Sums over paired students: count, Σ before, Σ after, Σ before², Σ before × after. */
export interface Moments {
  paired: number;
  before: number;
  after: number;
  beforeSquares: number;
  products: number;
}

export const noMoments = (): Moments => ({ paired: 0, before: 0, after: 0, beforeSquares: 0, products: 0 });

export function addMoments(total: Moments, part: Moments): Moments {
  return {
    paired: total.paired + part.paired,
    before: total.before + part.before,
    after: total.after + part.after,
    beforeSquares: total.beforeSquares + part.beforeSquares,
    products: total.products + part.products,
  };
}

export interface Line {
  intercept: number;
  slope: number;
}

/** Below this share of Σ before², the spread of the before scores is rounding noise: they never vary. */
const FLAT = 1e-9;

/** The least-squares line of after on before (the contract's expectationLine). */
export function lineOf(population: Moments): Line {
  const n = population.paired;
  if (n === 0) return { intercept: 0, slope: 1 };
  const meanBefore = population.before / n;
  const meanAfter = population.after / n;
  const variance = population.beforeSquares - n * meanBefore * meanBefore;
  const covariance = population.products - n * meanBefore * meanAfter;
  const slope = variance <= FLAT * Math.max(1, population.beforeSquares) ? 0 : covariance / variance;
  return { intercept: meanAfter - slope * meanBefore, slope };
}

/** A unit's value-added against the population's line; none under the minimum group. */
export function valueAddedOf(unit: Moments, line: Line): ValueAdded {
  const { paired } = unit;
  if (paired < MIN_REPORT_GROUP) return { paired, before: null, after: null, change: null, againstExpected: null };
  const before = unit.before / paired;
  const after = unit.after / paired;
  return {
    paired,
    before: roundScore(before),
    after: roundScore(after),
    change: roundScore(after - before),
    againstExpected: roundScore(after - line.intercept - line.slope * before),
  };
}
