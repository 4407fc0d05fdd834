import { describe, expect, it } from 'vitest';
import { baselinesOf } from './baselines';

const ref = (reportYear: string, evaluationBatch: string, taskGroupId: number) => ({
  taskGroupId,
  taskGroupName: `r${taskGroupId}`,
  reportYear,
  evaluationBatch,
  publication: { published: false, publishedAt: null },
});

describe('baselinesOf', () => {
  it('offers the reports of earlier batches and years, newest first, batches compared as numbers', () => {
    const reports = [
      ref('2025', '1', 1),
      ref('2025', '2', 2),
      ref('2025', '10', 3),
      ref('2026', '1', 4),
      ref('2024', '2', 5),
    ];
    expect(baselinesOf(reports, ref('2025', '10', 3)).map((choice) => choice.taskGroupId)).toEqual([2, 1, 5]);
    expect(baselinesOf(reports, ref('2024', '2', 5))).toEqual([]);
  });
});
