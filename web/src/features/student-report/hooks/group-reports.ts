import type { StudentReportListItem } from '@pingjia/contract';

export interface BatchGroup {
  evaluationBatch: string;
  reports: StudentReportListItem[];
}

export interface YearGroup {
  reportYear: string;
  batches: BatchGroup[];
}

/** Years and batches are dictionary values ('2025', '2'): compared as numbers where they are. */
const newestFirst = (a: string, b: string) => b.localeCompare(a, 'en', { numeric: true });

function groupBy<K extends string, T>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The student's reports by report year, then evaluation batch, the newest of each first; a batch's reports by name. */
export function groupReports(items: readonly StudentReportListItem[]): YearGroup[] {
  const years = groupBy(items, (item) => item.reportYear);
  return [...years.keys()].sort(newestFirst).map((reportYear) => {
    const batches = groupBy(years.get(reportYear) ?? [], (item) => item.evaluationBatch);
    return {
      reportYear,
      batches: [...batches.keys()].sort(newestFirst).map((evaluationBatch) => ({
        evaluationBatch,
        reports: [...(batches.get(evaluationBatch) ?? [])].sort((a, b) =>
          a.taskGroupName.localeCompare(b.taskGroupName, 'zh-CN'),
        ),
      })),
    };
  });
}
