import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

export type ActivityCompletion = RouteData<typeof assessment.completionDetails>['activities'][number];

/** The node's figures activity by activity. */
export function completionDetailsQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'activities', query],
    queryFn: () => http.request(assessment.completionDetails, { body: query }),
  });
}
