import { report, type RouteInput, type StudentReportListItem } from '@pingjia/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type StudentReportListQuery = NonNullable<RouteInput<typeof report.getStudentReportList>['body']>;

/** The published reports of the student (a parent: of the child), optionally of one year and batch. */
export function getStudentReportList(query: StudentReportListQuery): Promise<StudentReportListItem[]> {
  return http.request(report.getStudentReportList, { body: query });
}

export const studentReportListQueryOptions = (query: StudentReportListQuery) =>
  queryOptions({
    queryKey: [
      ...studentReportKey,
      'list',
      query.studentId ?? null,
      query.reportYear ?? null,
      query.evaluationBatch ?? null,
    ],
    queryFn: () => getStudentReportList(query),
    // A new filter keeps the list in place until its answer arrives, instead of a blank list.
    placeholderData: keepPreviousData,
  });
