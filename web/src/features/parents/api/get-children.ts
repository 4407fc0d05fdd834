import { userParent } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** A bound child as GET /wj/api/userParent/list returns it; the certificate code is masked by the server. */
export type Child = RouteData<typeof userParent.list>[number];

export const childrenQueryKey = ['parents', 'children'] as const;

export function getChildren(): Promise<Child[]> {
  return http.request(userParent.list);
}

export const childrenQueryOptions = queryOptions({ queryKey: childrenQueryKey, queryFn: getChildren });
