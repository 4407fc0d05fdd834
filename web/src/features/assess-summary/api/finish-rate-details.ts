import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

export type FinishRates = RouteData<typeof assessment.finishRateDetails>;
export type FinishRateRow = FinishRates['rows'][number];

/** Each row's completion rate per activity, with the node's total line. */
export function finishRateDetailsQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'matrix', query],
    queryFn: () => http.request(assessment.finishRateDetails, { body: query }),
  });
}
