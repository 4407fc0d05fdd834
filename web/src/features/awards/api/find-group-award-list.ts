import { other, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type AwardList = RouteData<typeof other.findGroupAwardList>;
export type Award = AwardList['medals'][number];

/** POST /task/taskGroupInfo/findGroupAwardList: every medal and trophy, earned or not. */
export function findGroupAwardList(): Promise<AwardList> {
  return http.request(other.findGroupAwardList, { body: {} });
}

export const awardListQueryOptions = () => queryOptions({ queryKey: ['awards', 'list'], queryFn: findGroupAwardList });

export const useAwardList = () => useQuery(awardListQueryOptions());
