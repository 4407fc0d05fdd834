import { describe, expect, it } from 'vitest';
import { expectationLine, valueAddedByUnit, type ValueAddedPair } from '@pingjia/contract';
import { figureOf } from './figures.js';
import { reportAspects, type DimensionTree } from './dimensions.js';
import { addMoments, lineOf, noMoments, valueAddedOf, type Moments } from './value-added.js';

const momentsOf = (pairs: readonly ValueAddedPair[]): Moments =>
  pairs.reduce(
    (sum, pair) =>
      addMoments(sum, {
        paired: 1,
        before: pair.before,
        after: pair.after,
        beforeSquares: pair.before * pair.before,
        products: pair.before * pair.after,
      }),
    noMoments(),
  );

/** The contract's figures and ours from sums, unit by unit. */
function bothWays(pairs: readonly ValueAddedPair[]) {
  const line = lineOf(momentsOf(pairs));
  const units = [...new Set(pairs.map((pair) => pair.unitId))];
  return {
    contract: valueAddedByUnit(pairs),
    fromSums: units.map((unitId) => ({
      unitId,
      ...valueAddedOf(momentsOf(pairs.filter((pair) => pair.unitId === unitId)), line),
    })),
  };
}

describe('value-added from sums', () => {
  it('gives the hand-computed figures of three classes that start level', () => {
    // Each class starts at 60; class 1 gains 10, class 2 gains 4, class 3 loses 2: the line
    // is after = before + 4, so against expected is 6, 0 and −6.
    const before = [
      [50, 55, 60, 65, 70],
      [40, 50, 60, 70, 80],
      [55, 58, 60, 62, 65],
    ];
    const gain = [10, 4, -2];
    const pairs = before.flatMap((list, unit) =>
      list.map((b) => ({ unitId: unit + 1, before: b, after: b + gain[unit]! })),
    );
    const line = lineOf(momentsOf(pairs));
    expect(line.slope).toBeCloseTo(1, 12);
    expect(line.intercept).toBeCloseTo(4, 12);
    const { contract, fromSums } = bothWays(pairs);
    expect(fromSums).toEqual([
      { unitId: 1, paired: 5, before: 60, after: 70, change: 10, againstExpected: 6 },
      { unitId: 2, paired: 5, before: 60, after: 64, change: 4, againstExpected: 0 },
      { unitId: 3, paired: 5, before: 60, after: 58, change: -2, againstExpected: -6 },
    ]);
    expect(fromSums).toEqual(contract);
  });

  it('agrees with the contract on scattered scores, and on a population where before never varies', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const scattered = Array.from({ length: 60 }, (_, index) => {
      const before = Math.round(random() * 1000) / 10;
      return { unitId: index % 4, before, after: Math.round((before * 0.6 + 30 + random() * 20) * 10) / 10 };
    });
    const flat = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2].map((unitId, index) => ({ unitId, before: 60.1, after: 60 + index }));
    for (const pairs of [scattered, flat]) {
      const { contract, fromSums } = bothWays(pairs);
      expect(fromSums).toEqual(contract);
      const line = lineOf(momentsOf(pairs));
      const reference = expectationLine(pairs);
      expect(line.slope).toBeCloseTo(reference.slope, 9);
      expect(line.intercept).toBeCloseTo(reference.intercept, 9);
    }
  });

  it('shows no figure for fewer paired students than the minimum, and a flat line for none', () => {
    const few = momentsOf([1, 2, 3, 4].map((index) => ({ unitId: 1, before: 50 + index, after: 60 + index })));
    expect(valueAddedOf(few, { intercept: 0, slope: 1 })).toEqual({
      paired: 4,
      before: null,
      after: null,
      change: null,
      againstExpected: null,
    });
    expect(lineOf(noMoments())).toEqual(expectationLine([]));
  });
});

describe('figures', () => {
  it('hide the mean and distribution of fewer than five students, and show them from five', () => {
    expect(figureOf({ students: 4, sum: 300, levels: [1, 1, 1, 1] })).toEqual({
      students: 4,
      mean: null,
      levels: null,
      suppressed: true,
    });
    expect(figureOf({ students: 5, sum: 351.5, levels: [0, 1, 3, 1] })).toEqual({
      students: 5,
      mean: 70.3,
      levels: [0, 1, 3, 1],
      suppressed: false,
    });
  });

  it("lay out the aspects that hold scores in the tree's order, each with its indicators", () => {
    const tree: DimensionTree = {
      names: new Map([
        ['1', '品德发展'],
        ['10', '理想信念'],
        ['2', '学业发展'],
        ['20', '学习习惯'],
        ['21', '创新精神'],
      ]),
      order: new Map([
        ['1', 0],
        ['10', 1],
        ['2', 2],
        ['20', 3],
        ['21', 4],
      ]),
      overallName: '综合',
    };
    const parents = new Map<string, string | null>([
      ['21', '2'],
      ['overall', null],
      ['2', null],
      ['20', '2'],
      ['x9', null],
    ]);
    expect(reportAspects(tree, parents)).toEqual([
      {
        id: '2',
        name: '学业发展',
        indicators: [
          { id: '20', name: '学习习惯' },
          { id: '21', name: '创新精神' },
        ],
      },
      // A dimension the tree does not know comes last, named by its id.
      { id: 'x9', name: 'x9', indicators: [] },
    ]);
  });
});
