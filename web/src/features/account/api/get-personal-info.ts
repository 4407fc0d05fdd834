import { user } from '@pingjia/contract';
import type { UserInfo } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** /wj/api/user/info: the user plus the bound phone, masked by the server. */
export interface PersonalInfo extends UserInfo {
  phone: string | null;
}

export const personalInfoQueryKey = ['account', 'personalInfo'] as const;

export function getPersonalInfo(): Promise<PersonalInfo> {
  return http.request<PersonalInfo>(user.info);
}

export const personalInfoQueryOptions = queryOptions({ queryKey: personalInfoQueryKey, queryFn: getPersonalInfo });

export function usePersonalInfo() {
  return useQuery(personalInfoQueryOptions);
}
