import { taskInfo, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type GuidePage = RouteData<typeof taskInfo.getActivityGuidePage>;

/** GET /wj/api/taskInfo/getActivityGuidePage/{id}: the activity's guide page. */
export function getGuidePage(activityId: number): Promise<GuidePage> {
  return http.request(taskInfo.getActivityGuidePage, { params: { id: activityId }, query: {} });
}

export const guidePageQueryOptions = (activityId: number) =>
  queryOptions({ queryKey: ['answer', 'guidePage', activityId], queryFn: () => getGuidePage(activityId) });

export const useGuidePage = (activityId: number | null) =>
  useQuery({ ...guidePageQueryOptions(activityId ?? 0), enabled: activityId !== null });
