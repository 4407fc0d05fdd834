import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid';

describe('monthGrid', () => {
  it('starts November 2026 on a Sunday, the seventh cell of the first Monday-first week', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('knows leap years', () => {
    expect(monthGrid('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });
});

describe('shiftMonth', () => {
  it('crosses year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
