import { describe, expect, it } from 'vitest';
import type { AnsweredStep, BankItem } from '../../../db/schema/adaptive.js';
import { demoBankItems } from '../../../seed/adaptive/bank.js';
import { advance, indicatorAbilities } from './cat.js';
import { estimateEap } from './eap.js';
import { itemInformation, probabilityCorrect, type ItemParameters } from './irt.js';
import { abilityScore } from './score.js';
import { chooseNextItem } from './select.js';
import { DEFAULT_SETTINGS } from './settings.js';
import { stopReason } from './stop.js';
import { simulateExaminee } from './simulate.js';

const ITEMS: ItemParameters[] = [
  { a: 1.2, b: -1.0, c: 0 },
  { a: 0.9, b: -0.3, c: 0.2 },
  { a: 1.6, b: 0.4, c: 0.15 },
  { a: 1.1, b: 1.2, c: 0 },
  { a: 1.9, b: 0.0, c: 0.25 },
];
const PATTERN = [true, true, false, true, false];

/** The posterior moments by Simpson's rule on a fine grid over [-10, 10], multiplying likelihoods directly. */
function referenceEap(items: ItemParameters[], pattern: boolean[]) {
  const n = 20_000;
  const h = 20 / n;
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i <= n; i += 1) {
    const t = -10 + i * h;
    const simpson = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
    let density = Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
    items.forEach((item, k) => {
      const p = item.c + (1 - item.c) / (1 + Math.exp(-item.a * (t - item.b)));
      density *= pattern[k] ? p : 1 - p;
    });
    m0 += simpson * density;
    m1 += simpson * density * t;
    m2 += simpson * density * t * t;
  }
  const mean = m1 / m0;
  return { theta: mean, se: Math.sqrt(m2 / m0 - mean * mean) };
}

const bankOf = (count: number, indicators: string[]): BankItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    indicatorId: indicators[i % indicators.length] ?? 'x',
    a: 0.8 + ((i * 7) % 13) / 10,
    b: -2.5 + ((i * 11) % 51) / 10,
    c: i % 3 === 0 ? 0 : 0.2,
  }));

describe('3PL item response and information', () => {
  it('reduces to the 2PL when guessing is zero', () => {
    expect(probabilityCorrect(0.5, { a: 1.5, b: 0.5, c: 0 })).toBeCloseTo(0.5, 12);
    expect(itemInformation(0.5, { a: 1.5, b: 0.5, c: 0 })).toBeCloseTo(1.5 ** 2 / 4, 12);
  });

  it('puts the lower asymptote at c', () => {
    expect(probabilityCorrect(-30, { a: 1, b: 0, c: 0.2 })).toBeCloseTo(0.2, 6);
    expect(probabilityCorrect(0, { a: 1, b: 0, c: 0.2 })).toBeCloseTo(0.6, 12);
  });

  it('equals P′²/(P·Q) computed by numerical differentiation', () => {
    const item = { a: 1.7, b: 0.3, c: 0.22 };
    for (const theta of [-2, -0.5, 0.3, 1, 2.5]) {
      const h = 1e-5;
      const slope = (probabilityCorrect(theta + h, item) - probabilityCorrect(theta - h, item)) / (2 * h);
      const p = probabilityCorrect(theta, item);
      expect(itemInformation(theta, item)).toBeCloseTo((slope * slope) / (p * (1 - p)), 6);
    }
  });
});

describe('EAP estimate on the default 81-point grid', () => {
  it('matches Simpson integration on a fine grid to 3 decimals', () => {
    const engine = estimateEap(
      ITEMS.map((item, k) => ({ item, correct: PATTERN[k] ?? false })),
      DEFAULT_SETTINGS,
    );
    const reference = referenceEap(ITEMS, PATTERN);
    expect(engine.theta).toBeCloseTo(reference.theta, 3);
    expect(engine.se).toBeCloseTo(reference.se, 3);
  });

  it('matches the reference for an all-wrong pattern too', () => {
    const wrong = ITEMS.map(() => false);
    const engine = estimateEap(
      ITEMS.map((item) => ({ item, correct: false })),
      DEFAULT_SETTINGS,
    );
    const reference = referenceEap(ITEMS, wrong);
    expect(engine.theta).toBeCloseTo(reference.theta, 3);
    expect(engine.se).toBeCloseTo(reference.se, 3);
  });

  it('is the prior when nothing is answered', () => {
    const prior = estimateEap([], DEFAULT_SETTINGS);
    expect(prior.theta).toBeCloseTo(0, 6);
    expect(prior.se).toBeCloseTo(1, 2);
  });

  it('stays finite for long patterns', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ item: { a: 2, b: 0, c: 0 }, correct: i % 2 === 0 }));
    const estimate = estimateEap(many, DEFAULT_SETTINGS);
    expect(Number.isFinite(estimate.theta)).toBe(true);
    expect(estimate.se).toBeLessThan(0.15);
  });
});

describe('stop rule', () => {
  const settings = { targetSe: 0.4, minLength: 5, maxLength: 10 };
  it('goes on below the minimum length even at a small SE', () => expect(stopReason(4, 0.1, 20, settings)).toBeNull());
  it('stops at the target SE once the minimum is reached', () =>
    expect(stopReason(5, 0.4, 20, settings)).toBe('targetSe'));
  it('goes on while the SE is above target', () => expect(stopReason(7, 0.41, 20, settings)).toBeNull());
  it('stops at the maximum length whatever the SE', () => expect(stopReason(10, 0.9, 20, settings)).toBe('maxLength'));
  it('stops when the bank is used up', () => expect(stopReason(6, 0.9, 0, settings)).toBe('bankExhausted'));
});

describe('item selection', () => {
  const bank = bankOf(30, ['11', '12', '13']);

  it('with k = 1 picks the most informative item at theta', () => {
    const single = bank.filter((item) => item.indicatorId === '11');
    const chosen = chooseNextItem(single, [], 1, { randomesqueK: 1, contentTargets: {} }, 0.99);
    const best = Math.max(...single.map((item) => itemInformation(1, item)));
    expect(chosen && itemInformation(1, chosen)).toBe(best);
  });

  it('spreads exposure over the k best items as the draw varies', () => {
    const single = bank.filter((item) => item.indicatorId === '11');
    const picks = new Set(
      [0, 0.3, 0.6, 0.9].map(
        (draw) => chooseNextItem(single, [], 0, { randomesqueK: 4, contentTargets: {} }, draw)?.id,
      ),
    );
    expect(picks.size).toBe(4);
    const ranked = [...single]
      .sort((x, y) => itemInformation(0, y) - itemInformation(0, x))
      .slice(0, 4)
      .map((item) => item.id);
    expect([...picks].sort()).toEqual([...ranked].sort());
  });

  it('never repeats an item', () => {
    const used = bank.map((item) => item.id).filter((id) => id !== 7);
    expect(chooseNextItem(bank, used, 0, { randomesqueK: 4, contentTargets: {} }, 0.5)?.id).toBe(7);
    expect(chooseNextItem(bank, [...used, 7], 0, { randomesqueK: 4, contentTargets: {} }, 0.5)).toBeNull();
  });

  it('balances content: equal shares give each indicator its turn', () => {
    const settings = { ...DEFAULT_SETTINGS, minLength: 9, maxLength: 9 };
    const steps: AnsweredStep[] = [];
    for (let n = 0; n < 9; n += 1) {
      const state = advance(bank, settings, 42, steps);
      if (state.done) break;
      steps.push({
        itemId: state.next.id,
        indicatorId: state.next.indicatorId,
        thetaAtChoice: 0,
        draw: state.draw,
        correct: n % 2 === 0,
        theta: 0,
        se: 1,
      });
    }
    const counts = ['11', '12', '13'].map((id) => steps.filter((step) => step.indicatorId === id).length);
    expect(counts).toEqual([3, 3, 3]);
  });

  it('follows configured target shares', () => {
    const settings = { ...DEFAULT_SETTINGS, minLength: 8, maxLength: 8, contentTargets: { '11': 3, '12': 1 } };
    const steps: AnsweredStep[] = [];
    for (let n = 0; n < 8; n += 1) {
      const state = advance(bank, settings, 7, steps);
      if (state.done) break;
      steps.push({
        itemId: state.next.id,
        indicatorId: state.next.indicatorId,
        thetaAtChoice: 0,
        draw: state.draw,
        correct: true,
        theta: 0,
        se: 1,
      });
    }
    expect(steps.filter((step) => step.indicatorId === '11')).toHaveLength(6);
    expect(steps.filter((step) => step.indicatorId === '12')).toHaveLength(2);
    expect(steps.some((step) => step.indicatorId === '13')).toBe(false);
  });

  it('replays the same path from the same seed', () => {
    const path = (seed: number) => {
      const steps: AnsweredStep[] = [];
      for (;;) {
        const state = advance(bank, DEFAULT_SETTINGS, seed, steps);
        if (state.done) return steps.map((step) => step.itemId);
        steps.push({
          itemId: state.next.id,
          indicatorId: state.next.indicatorId,
          thetaAtChoice: 0,
          draw: state.draw,
          correct: steps.length % 3 !== 0,
          theta: 0,
          se: 1,
        });
      }
    };
    expect(path(5)).toEqual(path(5));
  });
});

describe('per-indicator results and the report scale', () => {
  it('estimates each indicator from its own items', () => {
    const bank = bankOf(6, ['11', '12']);
    const steps = bank.map((item, i) => ({
      itemId: item.id,
      indicatorId: item.indicatorId,
      thetaAtChoice: 0,
      draw: 0,
      correct: i % 2 === 0,
      theta: 0,
      se: 1,
    }));
    const [first, second] = indicatorAbilities(bank, DEFAULT_SETTINGS, steps);
    expect(first?.indicatorId).toBe('11');
    expect(first?.theta).toBeGreaterThan(0);
    expect(second?.theta).toBeLessThan(0);
    const own = estimateEap(
      bank.filter((item) => item.indicatorId === '11').map((item) => ({ item, correct: true })),
      DEFAULT_SETTINGS,
    );
    expect(first?.theta).toBeCloseTo(own.theta, 10);
  });

  it('maps ability to 0-100 through the normal distribution', () => {
    expect(abilityScore(0)).toBe(50);
    expect(abilityScore(1)).toBe(84.1);
    expect(abilityScore(-1.96)).toBe(2.5);
  });
});

describe('simulated examinees over the demo bank', () => {
  const bank = demoBankItems().map((item, i) => ({
    id: i + 1,
    indicatorId: item.indicatorId,
    a: item.a,
    b: item.b,
    c: item.c,
  }));
  const settings = { ...DEFAULT_SETTINGS, minLength: 8, maxLength: 16, targetSe: 0.45 };

  it.each([-1.5, 0, 1.5])('recover an ability of %s within the reported error', (trueTheta) => {
    const runs = Array.from({ length: 40 }, (_, i) => simulateExaminee(bank, settings, 100 + i, trueTheta));
    const meanError = runs.reduce((sum, run) => sum + Math.abs(run.theta - trueTheta), 0) / runs.length;
    const meanSe = runs.reduce((sum, run) => sum + run.se, 0) / runs.length;
    expect(meanError).toBeLessThan(meanSe * 1.5);
    expect(runs.every((run) => run.length >= 8 && run.length <= 16)).toBe(true);
    expect(runs.every((run) => run.se <= 0.45 || run.length === 16)).toBe(true);
  });
});
