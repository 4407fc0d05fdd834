import { other, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** GET /wj/api/danmu/list: the enabled encouraging messages, in the admins' order. */
export function getDanmuList(): Promise<RouteData<typeof other.danmuList>> {
  return http.request(other.danmuList, { query: {} });
}

/** Sends `getDanmuList()` now, for that call to read (http `sendAhead`). */
export function sendDanmuListAhead(): void {
  http.sendAhead(other.danmuList, { query: {} });
}

export const danmuListQueryOptions = () =>
  // The admins edit the list rarely; one load per visit is enough.
  queryOptions({ queryKey: ['student', 'danmu'], queryFn: getDanmuList, staleTime: 10 * 60_000 });

export const useDanmuList = (enabled: boolean) => useQuery({ ...danmuListQueryOptions(), enabled });
