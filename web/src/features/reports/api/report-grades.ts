import { report, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { reportsKey } from './report-keys';

export type ReportGrades = RouteData<typeof report.getReportGrad>;

/** The grades with a report in the year; the one named `currentGradName` is the server's default. */
export function reportGradesQueryOptions(reportYear: string, currentGradName: string | undefined) {
  return queryOptions({
    queryKey: [...reportsKey, 'grades', reportYear, currentGradName],
    queryFn: () => http.request(report.getReportGrad, { query: { reportYear, currentGradName } }),
  });
}
