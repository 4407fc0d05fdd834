import { describe, expect, it } from 'vitest';
import { addPairs, emptyTally, overallStatus, statusOf, toCounts } from './counts.js';
import { commonPrefix, regionSubtreeIds, rowKindUnder, startsWith, type ProgressNode, type RegionRow } from './tree.js';

const pair = { takesPart: true, userTaskState: 0, isWaive: 0, started: false };

describe('statusOf', () => {
  it('reads the contract decisions: not taking part first, then done, waived, started', () => {
    expect(statusOf({ ...pair, takesPart: false, userTaskState: 1 })).toBe('notTakingPart');
    expect(statusOf({ ...pair, userTaskState: 1 })).toBe('done');
    expect(statusOf({ ...pair, userTaskState: 1, isWaive: 1 })).toBe('waived');
    expect(statusOf({ ...pair, started: true })).toBe('inProgress');
    expect(statusOf(pair)).toBe('notStarted');
    // A waive flag left on a reopened activity does not make it waived.
    expect(statusOf({ ...pair, isWaive: 1 })).toBe('notStarted');
  });
});

describe('overallStatus', () => {
  it('is done or waived once every activity is handed in, not started while none is touched', () => {
    expect(overallStatus(['done', 'done'])).toBe('done');
    expect(overallStatus(['done', 'waived'])).toBe('done');
    expect(overallStatus(['waived', 'waived'])).toBe('waived');
    expect(overallStatus(['notStarted', 'notStarted'])).toBe('notStarted');
    expect(overallStatus(['done', 'notStarted'])).toBe('inProgress');
    expect(overallStatus(['notTakingPart', 'notTakingPart'])).toBe('notTakingPart');
  });
});

describe('toCounts', () => {
  it('keeps those not taking part and their time out of the participants', () => {
    const tally = emptyTally();
    addPairs(tally, 'done', 3, 90);
    addPairs(tally, 'notStarted', 1, 0);
    addPairs(tally, 'notTakingPart', 2, 50);
    expect(toCounts(tally)).toMatchObject({ participants: 4, completionRate: 0.75, timeSpentSeconds: 90 });
    expect(toCounts(emptyTally()).completionRate).toBe(0);
  });
});

describe('the organisation tree', () => {
  const regions = new Map<number, RegionRow>([
    [1, { id: 1, parentId: null, level: 'province', name: '浙江省' }],
    [2, { id: 2, parentId: 1, level: 'city', name: '杭州市' }],
    [3, { id: 3, parentId: 2, level: 'district', name: '西湖区' }],
    [4, { id: 4, parentId: 2, level: 'district', name: '上城区' }],
  ]);
  const region = (id: number): ProgressNode => ({ kind: 'region', id, name: regions.get(id)?.name ?? '' });
  const school: ProgressNode = { kind: 'school', id: 1, name: '学校' };

  it('roots a scope at the deepest node all its units share', () => {
    const west = [region(1), region(2), region(3), school];
    expect(commonPrefix([west])).toEqual(west);
    expect(commonPrefix([west, [region(1), region(2), region(4)]])).toEqual([region(1), region(2)]);
    expect(commonPrefix([])).toEqual([]);
    expect(startsWith(west, [region(1), region(2)])).toBe(true);
    expect(startsWith([region(1)], west)).toBe(false);
  });

  it('lists sub-regions under a city, schools under a district, regions above everything', () => {
    expect(regionSubtreeIds(regions, 2).sort()).toEqual([2, 3, 4]);
    expect(rowKindUnder(regions, [region(1), region(2)])).toBe('region');
    expect(rowKindUnder(regions, [region(1), region(2), region(3)])).toBe('school');
    expect(rowKindUnder(regions, [])).toBe('region');
    expect(rowKindUnder(regions, [school])).toBe('grade');
  });
});
