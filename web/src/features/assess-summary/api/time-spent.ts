import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

export type TimesSpent = RouteData<typeof assessment.queryTime>;
export type TimeRow = TimesSpent['rows'][number];

/** The answering time of the node and of each row below it: the time chart. */
export function timeSpentQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'time', query],
    queryFn: () => http.request(assessment.queryTime, { body: query }),
  });
}
