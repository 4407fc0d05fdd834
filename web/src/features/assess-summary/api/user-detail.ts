import { assessment, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey } from './summary-query';

export type UserDetail = RouteData<typeof assessment.userDetail>;

/** One student's state and time on each activity of the group. */
export function userDetailQueryOptions(taskGroupId: number, studentId: number) {
  return queryOptions({
    queryKey: [...summaryKey, 'student', taskGroupId, studentId],
    queryFn: () => http.request(assessment.userDetail, { body: { taskGroupId, studentId } }),
  });
}
