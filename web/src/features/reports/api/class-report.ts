import { report, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { reportsKey } from './report-keys';

export type ClassesPageQuery = RouteInput<typeof report.getPageClassesReport>['body'];
export type ClassRow = RouteData<typeof report.getPageClassesReport>['rows'][number];
export type ClassReportQuery = RouteInput<typeof report.getClassesReportByEachina>['body'];

/** The classes of the scope with their report's overall figure, a page at a time. */
export function classesPageQueryOptions(query: ClassesPageQuery) {
  return queryOptions({
    queryKey: [...reportsKey, 'classes', query],
    queryFn: () => http.request(report.getPageClassesReport, { body: query }),
    placeholderData: (previous) => previous,
  });
}

/** One class's report with its students, for its teachers and the admins above. */
export function classReportQueryOptions(query: ClassReportQuery) {
  return queryOptions({
    queryKey: [...reportsKey, 'class', query],
    queryFn: () => http.request(report.getClassesReportByEachina, { body: query }),
  });
}
