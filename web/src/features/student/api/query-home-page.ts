import { home } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** One leaf task of the home: the activity and the student's §3 state on it. */
export interface HomeActivity {
  activityId: number;
  activityName: string;
  kind: string;
  taskGroupId: number;
  /** '1' when the activity is exempt from the stamina limit. */
  passed: string;
  sort: number;
  userTaskState: number;
  respondTimes: number;
  isWaive: number;
  reuploadFlag: number;
}

export interface HomeTaskGroup {
  tgiId: number;
  tgiName: string;
  tgiStartTime: string;
  tgiEndTime: string | null;
  passed: string;
  isEnded: boolean;
  activities: HomeActivity[];
}

export interface HomeAward {
  awardId: number;
  kind: 'medal' | 'trophy';
  name: string;
  description: string;
  image: string;
  earned: boolean;
  awardedAt: string | null;
  isNew: boolean;
}

export interface HomeStamina {
  dayMaxFinish: number;
  dayFinish: number;
  isDayFinish: boolean;
  recentlyDay: number;
  staminaVOList: { dateTime: string; finishNum: number }[];
}

/** POST /wj/api/index/queryHomePage as the student home reads it. */
export interface StudentHomePage {
  student: { userId: number; userName: string; provinceShardId: number };
  taskGroups: HomeTaskGroup[];
  overview: { taskGroupNum: number; total: number; finished: number; waived: number; unfinished: number };
  stamina: HomeStamina;
  awards: { medals: HomeAward[]; trophies: HomeAward[] };
  artist: { rawLevel: number; level: number; gender: string; image: string };
}

export const homePageQueryKey = ['student', 'homePage'] as const;

export function queryHomePage(): Promise<StudentHomePage> {
  return http.request<StudentHomePage>(home.queryHomePage, { body: {} });
}

export const homePageQueryOptions = () => queryOptions({ queryKey: homePageQueryKey, queryFn: queryHomePage });

export const useHomePage = () => useQuery(homePageQueryOptions());
