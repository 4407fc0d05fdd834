import { describe, expect, it } from 'vitest';
import { buildListItem } from '../test-support';
import { groupReports } from './group-reports';

const item = (
  taskGroupId: number,
  reportYear: string,
  evaluationBatch: string,
  taskGroupName = `评价 ${taskGroupId}`,
) => buildListItem({ taskGroupId, reportYear, evaluationBatch, taskGroupName });

describe('groupReports', () => {
  it('puts the newest year first, then its newest batch, comparing keys as numbers', () => {
    const grouped = groupReports([
      item(1, '2025', '2'),
      item(2, '2026', '1'),
      item(3, '2025', '10'),
      item(4, '2025', '2'),
    ]);
    expect(grouped.map((year) => [year.reportYear, year.batches.map((batch) => batch.evaluationBatch)])).toEqual([
      ['2026', ['1']],
      ['2025', ['10', '2']],
    ]);
  });

  it("orders a batch's reports by name, whatever order they came in", () => {
    const grouped = groupReports([item(1, '2025', '1', '综合评价 B'), item(2, '2025', '1', '综合评价 A')]);
    expect(grouped[0]?.batches[0]?.reports.map((report) => report.taskGroupId)).toEqual([2, 1]);
  });

  it('gives nothing for no reports', () => {
    expect(groupReports([])).toEqual([]);
  });
});
