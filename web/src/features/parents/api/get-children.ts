import { userParent } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** A bound child as GET /wj/api/userParent/list returns it; the certificate code is masked by the server. */
export interface Child {
  id: number;
  studentId: number;
  userName: string;
  loginName: string;
  gender: string;
  avatar: string | null;
  schoolName: string | null;
  gradeName: string | null;
  className: string | null;
  provinceShardId: number;
  certificateType: number | null;
  certificateCode: string | null;
}

export const childrenQueryKey = ['parents', 'children'] as const;

export function getChildren(): Promise<Child[]> {
  return http.request<Child[]>(userParent.list);
}

export const childrenQueryOptions = queryOptions({ queryKey: childrenQueryKey, queryFn: getChildren });
