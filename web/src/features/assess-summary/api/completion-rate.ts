import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

export type CompletionRates = RouteData<typeof assessment.queryCompletionRate>;
export type RateRow = CompletionRates['rows'][number];

/** The node's completion rate and each row's below it: the level's breadcrumb and the rate chart. */
export function completionRateQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'rate', query],
    queryFn: () => http.request(assessment.queryCompletionRate, { body: query }),
    // The level keeps its figures while the next one loads.
    placeholderData: (previous) => previous,
  });
}
