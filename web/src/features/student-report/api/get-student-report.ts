import { report, type RouteInput, type StudentReport } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type StudentReportQuery = RouteInput<typeof report.getStudentReport>['body'];

/** One student's report: head, scores per aspect and indicator, averages, plain-language texts, SVG charts. */
export function getStudentReport(query: StudentReportQuery): Promise<StudentReport> {
  return http.request(report.getStudentReport, { body: query });
}

/** The server writes the texts and the charts' labels in the reader's language, so the language keys the copy. */
export const studentReportQueryOptions = (query: StudentReportQuery, locale: string) =>
  queryOptions({
    queryKey: [...studentReportKey, 'report', query.taskGroupId, query.studentId ?? null, locale],
    queryFn: () => getStudentReport(query),
  });
