import { report, type RouteData, type RouteInput } from '@pingjia/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type ClassReportsQuery = RouteInput<typeof report.getPageClassesReport>['body'];
export type ClassReportRow = RouteData<typeof report.getPageClassesReport>['rows'][number];

/** The classes of the caller's scope with their report's overall figure, one page at a time. */
export const classReportsQueryOptions = (query: ClassReportsQuery) =>
  queryOptions({
    queryKey: [...studentReportKey, 'classes', query],
    queryFn: () => http.request(report.getPageClassesReport, { body: query }),
    placeholderData: keepPreviousData,
  });
