import type { ReportChoice } from '../api/report-keys';

/** Years and batches are dictionary keys ('2025', '2'): compared as numbers where they are. */
const byKey = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/** Orders reports oldest first by year, then batch. */
export function comparePeriod(a: ReportChoice, b: ReportChoice): number {
  return byKey(a.reportYear, b.reportYear) || byKey(a.evaluationBatch, b.evaluationBatch);
}

/** The reports a value-added comparison may start from: those of an earlier batch or year, newest first. */
export function baselinesOf(reports: readonly ReportChoice[], current: ReportChoice): ReportChoice[] {
  return reports.filter((choice) => comparePeriod(choice, current) < 0).sort((a, b) => comparePeriod(b, a));
}
