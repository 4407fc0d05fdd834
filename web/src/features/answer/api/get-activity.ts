import { taskInfo } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** GET /wj/api/taskInfo/getById: one activity open to the student, with its group. */
export function getActivity(activityId: number) {
  return http.request(taskInfo.getById, { query: { id: activityId } });
}

export const useActivity = (activityId: number | null) =>
  useQuery({
    queryKey: ['answer', 'activity', activityId],
    queryFn: () => getActivity(activityId ?? 0),
    enabled: activityId !== null,
  });
