import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DictEntry } from '../../stores/dict-store';
import {
  allReportsQueryOptions,
  batchesQueryOptions,
  reportYearsQueryOptions,
  reportsQueryOptions,
  type EvaluationBatch,
  type ReportRef,
} from './queries';
import { newestReport, shownBatch, shownReport, shownYear, type ChosenReport } from './resolve';

/** Where the choice stands: still loading, failed, nothing to choose, or a report chosen. */
export type ReportChoiceStatus = 'loading' | 'failed' | 'noYears' | 'noReport' | 'ready';

/**
 * The report year, evaluation batch and report a report page shows. It opens on the newest report
 * of the caller's scope; a new year or batch falls back to that year's or batch's newest.
 */
export function useReportChoice() {
  const [chosen, setChosen] = useState<ChosenReport>({});
  const years = useQuery(reportYearsQueryOptions);
  const all = useQuery(allReportsQueryOptions);
  const newest = newestReport(all.data ?? []);
  // Waits for every report, or the year would jump once the newest one is known.
  const reportYear = years.data && all.data ? shownYear(chosen, newest, years.data) : undefined;
  const batches = useQuery({ ...batchesQueryOptions(reportYear ?? ''), enabled: reportYear !== undefined });
  const evaluationBatch =
    reportYear !== undefined && batches.data ? shownBatch(chosen, newest, reportYear, batches.data) : undefined;
  const reports = useQuery({
    ...reportsQueryOptions(reportYear ?? '', evaluationBatch ?? ''),
    enabled: reportYear !== undefined && evaluationBatch !== undefined,
  });
  const current = reports.data ? shownReport(chosen, reports.data) : undefined;

  const queries = [years, all, batches, reports];
  const status: ReportChoiceStatus = queries.some((query) => query.isError)
    ? 'failed'
    : years.data?.length === 0
      ? 'noYears'
      : batches.data?.length === 0 || reports.data?.length === 0
        ? 'noReport'
        : current
          ? 'ready'
          : 'loading';

  return {
    status,
    years: years.data ?? ([] as DictEntry[]),
    batches: batches.data ?? ([] as EvaluationBatch[]),
    reports: reports.data ?? ([] as ReportRef[]),
    reportYear,
    evaluationBatch,
    /** The report shown once `status` is 'ready'. */
    current,
    chooseYear: (year: string) => setChosen({ reportYear: year }),
    chooseBatch: (batch: string) => setChosen({ reportYear, evaluationBatch: batch }),
    chooseReport: (taskGroupId: number) => setChosen({ reportYear, evaluationBatch, taskGroupId }),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

export type ReportChoice = ReturnType<typeof useReportChoice>;
