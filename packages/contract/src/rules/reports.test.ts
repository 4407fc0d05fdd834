import { describe, expect, it } from 'vitest';
import {
  expectationLine,
  levelOfScore,
  MIN_REPORT_GROUP,
  phaseOfGrade,
  roundScore,
  shownMean,
  valueAddedByUnit,
  type ValueAddedPair,
} from './reports.js';

describe('report levels', () => {
  it('reach 2, 3 and 4 exactly at 60, 70 and 85', () => {
    expect([0, 59.9, 60, 69.9, 70, 84.9, 85, 100].map(levelOfScore)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('carry one decimal', () => {
    expect(roundScore(72.349)).toBe(72.3);
    expect(roundScore(72.35)).toBe(72.4);
  });
});

describe('group means', () => {
  it('show a mean from the minimum group on', () => {
    expect(shownMean(5 * 71, MIN_REPORT_GROUP)).toBe(71);
  });

  it('hide a mean that could identify a child', () => {
    expect(shownMean(4 * 71, MIN_REPORT_GROUP - 1)).toBeNull();
  });
});

/** Five students in each of two classes that start alike; class 2 gains more. */
const pairs: ValueAddedPair[] = [
  ...[60, 70, 80, 90, 100].map((before) => ({ unitId: 1, before, after: before + 2 })),
  ...[60, 70, 80, 90, 100].map((before) => ({ unitId: 2, before, after: before + 6 })),
];

describe('the expectation line (after on before)', () => {
  it('is the least-squares fit over the population', () => {
    // Hand computed: mean before 80, mean after 84; Σ(dx·dy) = 2000, Σdx² = 2000 → slope 1, intercept 4.
    expect(expectationLine(pairs)).toEqual({ intercept: 4, slope: 1 });
  });

  it('is flat at the mean when before never varies, and neutral with no pairs', () => {
    expect(
      expectationLine([
        { unitId: 1, before: 70, after: 60 },
        { unitId: 1, before: 70, after: 80 },
      ]),
    ).toEqual({ intercept: 70, slope: 0 });
    expect(expectationLine([])).toEqual({ intercept: 0, slope: 1 });
  });
});

describe('value-added per unit', () => {
  it('gives the change on paired students and the gain against the expectation', () => {
    expect(valueAddedByUnit(pairs)).toEqual([
      { unitId: 1, paired: 5, before: 80, after: 82, change: 2, againstExpected: -2 },
      { unitId: 2, paired: 5, before: 80, after: 86, change: 6, againstExpected: 2 },
    ]);
  });

  it('fits the line on the population it is given, not on the unit alone', () => {
    // Class 1 alone fits after = before + 2, which would leave it at 0 against its own line.
    const [classOne] = valueAddedByUnit(
      pairs.filter((pair) => pair.unitId === 1),
      pairs,
    );
    expect(classOne?.againstExpected).toBe(-2);
  });

  it('shows nothing for a unit under the minimum group', () => {
    const few = pairs.filter((pair) => pair.unitId === 1).slice(0, MIN_REPORT_GROUP - 1);
    expect(valueAddedByUnit(few)).toEqual([
      { unitId: 1, paired: 4, before: null, after: null, change: null, againstExpected: null },
    ]);
  });
});

describe('school phases', () => {
  it('put grades 1-6, 7-9 and 10-12 in phases 1, 2 and 3', () => {
    expect([1, 6, 7, 9, 10, 12].map(phaseOfGrade)).toEqual(['1', '1', '2', '2', '3', '3']);
  });

  it('fall back to phase 1 outside the known grades', () => {
    expect(phaseOfGrade(13)).toBe('1');
  });
});
