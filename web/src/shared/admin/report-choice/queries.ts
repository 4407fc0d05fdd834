import { report, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { loadDict } from '../../dict/load-dict';
import { http } from '../../request';

export type ReportRef = RouteData<typeof report.findReportGroupInfoName>[number];
export type EvaluationBatch = RouteData<typeof report.findReportEvaluationBatch>[number];

const choiceKey = ['reportChoice'] as const;

/** The report years of the dictionary (value '2025', label '2025-2026学年'). */
export const reportYearsQueryOptions = queryOptions({
  queryKey: ['dict', 'reportYear'],
  queryFn: () => loadDict('reportYear'),
  staleTime: Infinity,
});

/** Every report of the caller's scope: the newest is the page's first choice. */
export const allReportsQueryOptions = queryOptions({
  queryKey: [...choiceKey, 'all'],
  queryFn: () => http.request(report.findReportGroupInfoName, { body: {} }),
});

export function batchesQueryOptions(reportYear: string) {
  return queryOptions({
    queryKey: [...choiceKey, 'batches', reportYear],
    queryFn: () => http.request(report.findReportEvaluationBatch, { query: { reportYear } }),
  });
}

export function reportsQueryOptions(reportYear: string, evaluationBatch: string) {
  return queryOptions({
    queryKey: [...choiceKey, 'reports', reportYear, evaluationBatch],
    queryFn: () => http.request(report.findReportGroupInfoName, { body: { reportYear, evaluationBatch } }),
  });
}
