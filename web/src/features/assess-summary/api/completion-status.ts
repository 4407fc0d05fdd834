import { assessment } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey, type SummaryQuery } from './summary-query';

/** How the node's students stand: done, waived, in progress, not started, not taking part. */
export function completionStatusQueryOptions(query: SummaryQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'status', query],
    queryFn: () => http.request(assessment.completionStatus, { body: query }),
  });
}
