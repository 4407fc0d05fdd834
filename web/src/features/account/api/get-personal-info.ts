import { user, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** /wj/api/user/info: the user plus the bound phone, masked by the server. */
export type PersonalInfo = RouteData<typeof user.info>;

export const personalInfoQueryKey = ['account', 'personalInfo'] as const;

export function getPersonalInfo(): Promise<PersonalInfo> {
  return http.request(user.info, { query: {} });
}

export const personalInfoQueryOptions = queryOptions({ queryKey: personalInfoQueryKey, queryFn: getPersonalInfo });

export function usePersonalInfo() {
  return useQuery(personalInfoQueryOptions);
}
