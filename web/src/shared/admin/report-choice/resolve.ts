/** What the user picked; anything left out falls back to a default (below). */
export interface ChosenReport {
  reportYear?: string;
  evaluationBatch?: string;
  taskGroupId?: number;
}

interface ReportKey {
  reportYear: string;
  evaluationBatch: string;
  taskGroupId: number;
}

/** Dictionary keys are numbers written as text ('2025', '2'): compared as numbers. */
const compareKeys = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** The latest report: of the latest year, then of its latest batch, then the latest task group. */
export function newestReport<R extends ReportKey>(reports: readonly R[]): R | undefined {
  let newest: R | undefined;
  for (const candidate of reports) {
    const order =
      newest === undefined
        ? 1
        : compareKeys(candidate.reportYear, newest.reportYear) ||
          compareKeys(candidate.evaluationBatch, newest.evaluationBatch) ||
          candidate.taskGroupId - newest.taskGroupId;
    if (order > 0) newest = candidate;
  }
  return newest;
}

/** The year shown: the user's, else the newest report's, else the dictionary's latest. */
export function shownYear(
  chosen: ChosenReport,
  newest: ReportKey | undefined,
  years: readonly { dictValue: string }[],
): string | undefined {
  if (chosen.reportYear !== undefined) return chosen.reportYear;
  if (newest) return newest.reportYear;
  return years
    .map((year) => year.dictValue)
    .sort(compareKeys)
    .at(-1);
}

/** The batch shown: the user's when the year has it, the newest report's in its own year, else the year's first. */
export function shownBatch(
  chosen: ChosenReport,
  newest: ReportKey | undefined,
  reportYear: string,
  batches: readonly { evaluationBatch: string }[],
): string | undefined {
  const has = (batch: string | undefined) => batches.some((entry) => entry.evaluationBatch === batch);
  if (has(chosen.evaluationBatch)) return chosen.evaluationBatch;
  if (newest?.reportYear === reportYear && has(newest.evaluationBatch)) return newest.evaluationBatch;
  return batches[0]?.evaluationBatch;
}

/** The report shown: the user's when the year and batch list it, else the newest of them. */
export function shownReport<R extends ReportKey>(chosen: ChosenReport, reports: readonly R[]): R | undefined {
  return reports.find((entry) => entry.taskGroupId === chosen.taskGroupId) ?? newestReport(reports);
}
