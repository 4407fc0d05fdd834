import { admin, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type MyScope = RouteData<typeof admin.getMyScope>;

const myScopeQueryOptions = queryOptions({
  queryKey: ['reportScope'],
  queryFn: () => http.request(admin.getMyScope),
  staleTime: Infinity,
});

/** How far the caller reaches (area, school, class) and what they may do: publishing, which call lists units. */
export function useMyScope() {
  return useQuery(myScopeQueryOptions);
}
