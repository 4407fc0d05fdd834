import type { Example, SampleRun } from '../api/types';

/** What the examples worker (web/public/sandbox/run-examples.worker.js) reports for one example. */
export interface WorkerReport {
  index: number;
  /** JSON.stringify of the function's result; null when it returned undefined or did not return. */
  actual: string | null;
  error: string | null;
  overflow: boolean;
  output: string;
  timeMs: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values; key order does not matter, as on the server. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return a === b;
}

/** The student's code shares the worker, so a report it forged may not even be JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function outcomeOf(example: Example, report: WorkerReport): SampleRun['outcome'] {
  if (report.overflow) return 'output';
  if (report.error !== null) return 'error';
  // The result goes through JSON first, so a Date or a Map compares as the server's sandbox would see it.
  return report.actual !== null && sameJson(parseJson(report.actual), example.expected) ? 'passed' : 'wrong';
}

/**
 * One run per example, in order: an example the worker reported is judged against its expected
 * value; one it never reached before the deadline reads as timed out.
 */
export function toSampleRuns(examples: Example[], reports: WorkerReport[], elapsedMs: number): SampleRun[] {
  return examples.map((example, index) => {
    const report = reports.find((r) => r.index === index);
    if (!report) return { index, outcome: 'timeout', actual: null, error: null, output: '', timeMs: elapsedMs };
    return {
      index,
      outcome: outcomeOf(example, report),
      actual: report.actual,
      error: report.error,
      output: report.output,
      timeMs: report.timeMs,
    };
  });
}
