import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

export type Statistics = RouteData<typeof assessment.findStatisticalDetails>;

/** The node's summary figures: the cards at the top of the page. */
export function statisticalDetailsQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'statistics', query],
    queryFn: () => http.request(assessment.findStatisticalDetails, { body: query }),
  });
}
