import { api } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import type { ActivityInfo, TaskGroupInfo } from './types';

export interface GuidePage extends ActivityInfo {
  title: string;
  content: string;
  media: string[];
  taskGroupInfo: TaskGroupInfo;
}

/** GET /wj/api/taskInfo/getActivityGuidePage/{id}: the activity's guide page. */
export function getGuidePage(activityId: number): Promise<GuidePage> {
  const route = {
    ...api.taskInfo.getActivityGuidePage,
    path: api.taskInfo.getActivityGuidePage.path.replace(':id', String(activityId)),
  };
  return http.request<GuidePage>(route);
}

export const guidePageQueryOptions = (activityId: number) =>
  queryOptions({ queryKey: ['answer', 'guidePage', activityId], queryFn: () => getGuidePage(activityId) });

export const useGuidePage = (activityId: number | null) =>
  useQuery({ ...guidePageQueryOptions(activityId ?? 0), enabled: activityId !== null });
