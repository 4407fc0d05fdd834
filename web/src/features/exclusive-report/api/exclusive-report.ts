import { report, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { exclusiveKey } from './keys';

export type ExclusiveReportQuery = RouteInput<typeof report.queryExclusiveReport>['body'];
export type ExclusiveReport = RouteData<typeof report.queryExclusiveReport>;
export type ExclusiveAspect = ExclusiveReport['aspects'][number];

/** The school's figures on the common aspects and indicators, with its own indicators beside them. */
export function exclusiveReportQueryOptions(query: ExclusiveReportQuery) {
  return queryOptions({
    queryKey: [...exclusiveKey, 'report', query],
    queryFn: () => http.request(report.queryExclusiveReport, { body: query }),
  });
}
