import { DEFAULT_KEY_POINT } from '@pingjia/contract';
import { describe, expect, it } from 'vitest';
import type { AspectScore } from '../api/find-group-detail';
import { chartSeries, keyPointView } from './key-point';

const aspect = (
  dimensionId: string,
  name: string,
  score: number,
  indicators: AspectScore['indicators'] = [],
): AspectScore => ({
  dimensionId,
  parentDimensionId: null,
  name,
  score,
  level: 3,
  indicators,
});

const moral = aspect('1', '品德发展', 80, [
  { dimensionId: '10', parentDimensionId: '1', name: '理想信念', score: 90, level: 4 },
]);

describe('the report', () => {
  it('names the default key point from the tree, with its scores', () => {
    const keyPoint = { ...DEFAULT_KEY_POINT, dimensionScore: 80, indicatorScore: 90 };
    expect(keyPointView(keyPoint, [moral])).toEqual({
      dimension: '品德发展',
      indicator: '理想信念',
      dimensionScore: 80,
      indicatorScore: 90,
    });
  });

  it('falls back to the ids when the student has no score there yet', () => {
    const keyPoint = { ...DEFAULT_KEY_POINT, dimensionScore: null, indicatorScore: null };
    expect(keyPointView(keyPoint, [])).toEqual({
      dimension: '1',
      indicator: '10',
      dimensionScore: null,
      indicatorScore: null,
    });
  });

  it('charts the aspects in the order of the tree', () => {
    expect(chartSeries([aspect('10', 'b', 1), aspect('2', 'a', 2), moral])).toEqual({
      names: ['品德发展', 'a', 'b'],
      scores: [80, 2, 1],
    });
  });
});
