import { home, RoleCode } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export interface HomeActivity {
  activityId: number;
  activityName: string;
  userTaskState: number;
}

export interface HomeTaskGroup {
  tgiId: number;
  tgiName: string;
  tgiEndTime: string | null;
  isEnded: boolean;
  activities: HomeActivity[];
}

export interface HomeAward {
  awardId: number;
  name: string;
  image: string;
  earned: boolean;
}

/** The part of POST /wj/api/index/queryHomePage the parent home shows. */
export interface ChildHome {
  student: { userId: number; userName: string };
  taskGroups: HomeTaskGroup[];
  overview: { taskGroupNum: number; total: number; finished: number; waived: number; unfinished: number };
  awards: { medals: HomeAward[]; trophies: HomeAward[] };
}

export interface NewMark {
  newMark: boolean;
  count: number;
}

export const childHomeQueryKey = ['parents', 'childHome'] as const;

export function getChildHome(studentId: number): Promise<ChildHome> {
  return http.request<ChildHome>(home.queryHomePage, { body: { studentId } });
}

/** §6: a parent asks for new marks with the selected child's ids. */
export function getNewMark(child: { studentId: number; provinceShardId: number }): Promise<NewMark> {
  return http.request<NewMark>(home.getNewMark, {
    query: { roleId: RoleCode.parent, studentId: child.studentId, provinceShardId: child.provinceShardId },
  });
}

export function childHomeQueryOptions(child: { studentId: number; provinceShardId: number }) {
  return queryOptions({
    queryKey: [...childHomeQueryKey, child.studentId],
    queryFn: async () => {
      const [home, newMark] = await Promise.all([getChildHome(child.studentId), getNewMark(child)]);
      return { ...home, newMark };
    },
  });
}
