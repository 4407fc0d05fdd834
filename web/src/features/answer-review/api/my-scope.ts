import { admin, type Capability } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

const myScopeQueryOptions = queryOptions({
  queryKey: ['answerReview', 'scope'],
  queryFn: () => http.request(admin.getMyScope),
  staleTime: Infinity,
});

/** Whether the caller's role may do something: the page offers only what the server would allow. */
export function useCan(capability: Capability): boolean {
  return useQuery(myScopeQueryOptions).data?.capabilities.includes(capability) ?? false;
}
