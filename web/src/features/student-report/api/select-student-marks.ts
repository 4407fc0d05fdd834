import { report, type RouteInput, type StudentMark } from '@pingjia/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { studentReportKey } from './keys';

export type StudentMarksQuery = RouteInput<typeof report.selectStudentReportMarkList>['body'];
export type { StudentMark };

/** A class's students in name order with their overall mark (never a rank), one page at a time. */
export const studentMarksQueryOptions = (query: StudentMarksQuery) =>
  queryOptions({
    queryKey: [...studentReportKey, 'marks', query],
    queryFn: () => http.request(report.selectStudentReportMarkList, { body: query }),
    placeholderData: keepPreviousData,
  });
