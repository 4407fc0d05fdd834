import { report, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type ReportBatch = RouteData<typeof report.getStudentReportEvaluationBatch>[number];

/** The batches of a year in which the student (a parent: the child) has a published report. */
export const studentReportBatchesQueryOptions = (reportYear: string, studentId: number | undefined) =>
  queryOptions({
    queryKey: [...studentReportKey, 'batches', studentId ?? null, reportYear],
    queryFn: () => http.request(report.getStudentReportEvaluationBatch, { query: { reportYear, studentId } }),
  });
