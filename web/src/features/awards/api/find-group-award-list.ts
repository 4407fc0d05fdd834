import { other } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export interface Award {
  awardId: number;
  kind: 'medal' | 'trophy';
  name: string;
  description: string;
  image: string;
  earned: boolean;
  awardedAt: string | null;
  isNew: boolean;
}

export interface AwardList {
  medals: Award[];
  trophies: Award[];
}

/** POST /task/taskGroupInfo/findGroupAwardList: every medal and trophy, earned or not. */
export function findGroupAwardList(): Promise<AwardList> {
  return http.request<AwardList>(other.findGroupAwardList, { body: {} });
}

export const awardListQueryOptions = () => queryOptions({ queryKey: ['awards', 'list'], queryFn: findGroupAwardList });

export const useAwardList = () => useQuery(awardListQueryOptions());
