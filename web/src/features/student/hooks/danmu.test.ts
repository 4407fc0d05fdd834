import { describe, expect, it } from 'vitest';
import { placeDanmu } from './danmu-lanes';
import { DANMU_STORAGE_KEY, readDanmuOn } from './danmu-preference';

describe('bullet comments', () => {
  it('spreads messages over three lanes, each entering later than the one before', () => {
    const placed = placeDanmu([1, 2, 3, 4].map((id) => ({ id, content: `m${id}` })));
    expect(placed.map((m) => m.lane)).toEqual([0, 1, 2, 0]);
    expect(placed.map((m) => m.delay)).toEqual([...placed.map((m) => m.delay)].sort((a, b) => a - b));
    expect(new Set(placed.map((m) => m.delay)).size).toBe(4);
  });

  it('is on until the student switches it off on this device', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === DANMU_STORAGE_KEY ? value : null),
    });
    expect(readDanmuOn(storage(null))).toBe(true);
    expect(readDanmuOn(storage('1'))).toBe(true);
    expect(readDanmuOn(storage('0'))).toBe(false);
  });
});
