import { describe, expect, it } from 'vitest';
import { starRecordsFor } from './index.js';

describe('the seeded star records', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  const rows = starRecordsFor([1, 2], now);

  it('cover six months for each student and every tab type', () => {
    for (const studentId of [1, 2]) {
      const months = new Set(
        rows.filter((row) => row.studentId === studentId).map((row) => row.recordDate.slice(0, 7)),
      );
      expect([...months].sort()).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    }
    expect(new Set(rows.map((row) => row.tabType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('never lie in the future and give one to three stars', () => {
    expect(rows.every((row) => row.recordDate <= '2026-11-22')).toBe(true);
    expect(rows.every((row) => row.stars >= 1 && row.stars <= 3 && row.title)).toBe(true);
  });
});
