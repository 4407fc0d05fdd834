import { describe, expect, it } from 'vitest';
import { newestReport, shownBatch, shownReport, shownYear } from './resolve';

const ref = (reportYear: string, evaluationBatch: string, taskGroupId: number) => ({
  reportYear,
  evaluationBatch,
  taskGroupId,
});
const years = [{ dictValue: '2025' }, { dictValue: '2026' }];
const batches = [{ evaluationBatch: '1' }, { evaluationBatch: '2' }];

describe('the report a page opens on', () => {
  it('is the latest year, then the latest batch, then the latest task group', () => {
    const reports = [ref('2025', '2', 4), ref('2026', '1', 2), ref('2025', '10', 3), ref('2026', '1', 7)];
    expect(newestReport(reports)).toEqual(ref('2026', '1', 7));
    expect(newestReport([ref('2025', '2', 4), ref('2025', '10', 3)])).toEqual(ref('2025', '10', 3));
    expect(newestReport([])).toBeUndefined();
  });

  it("shows the user's year, else the newest report's, else the dictionary's latest", () => {
    expect(shownYear({ reportYear: '2025' }, ref('2026', '1', 1), years)).toBe('2025');
    expect(shownYear({}, ref('2025', '1', 1), years)).toBe('2025');
    expect(shownYear({}, undefined, years)).toBe('2026');
    expect(shownYear({}, undefined, [])).toBeUndefined();
  });

  it("shows the user's batch when the year has it, the newest report's in its year, else the first", () => {
    expect(shownBatch({ evaluationBatch: '1' }, ref('2025', '2', 1), '2025', batches)).toBe('1');
    expect(shownBatch({ evaluationBatch: '3' }, ref('2025', '2', 1), '2025', batches)).toBe('2');
    expect(shownBatch({}, ref('2025', '2', 1), '2026', batches)).toBe('1');
    expect(shownBatch({}, undefined, '2026', [])).toBeUndefined();
  });

  it("shows the user's report when the batch lists it, else the batch's newest", () => {
    const reports = [ref('2025', '1', 3), ref('2025', '1', 8)];
    expect(shownReport({ taskGroupId: 3 }, reports)?.taskGroupId).toBe(3);
    expect(shownReport({ taskGroupId: 99 }, reports)?.taskGroupId).toBe(8);
  });
});
