import { other } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export interface DanmuMessage {
  id: number;
  content: string;
}

/** GET /wj/api/danmu/list: the enabled encouraging messages, in the admins' order. */
export function getDanmuList(): Promise<DanmuMessage[]> {
  return http.request<DanmuMessage[]>(other.danmuList);
}

export const danmuListQueryOptions = () =>
  // The admins edit the list rarely; one load per visit is enough.
  queryOptions({ queryKey: ['student', 'danmu'], queryFn: getDanmuList, staleTime: 10 * 60_000 });

export const useDanmuList = (enabled: boolean) => useQuery({ ...danmuListQueryOptions(), enabled });
