import { realTime, type RouteData, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type GroupDetail = RouteData<typeof realTime.findGroupDetail>;
/** One aspect of the dimension tree with its indicators. */
export type AspectScore = GroupDetail['dimensions'][number];
export type KeyPoint = GroupDetail['keyPoint'];

/** An activity's report, or a whole group's when no activity is named. */
export type ReportTarget = Pick<RouteInput<typeof realTime.findGroupDetail>['body'], 'taskGroupId' | 'activityId'>;

/** Scores per aspect of the dimension tree with their indicators, for an activity or a whole group. */
export function findGroupDetail(target: ReportTarget): Promise<GroupDetail> {
  return http.request(realTime.findGroupDetail, { body: target });
}
