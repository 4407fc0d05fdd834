import { progress, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type ReviewTaskGroup = RouteData<typeof progress.getDropdownBox>['taskGroups'][number];

/** The task groups (newest first) with their activities that grades in the caller's scope take part in. */
export const taskGroupsQueryOptions = queryOptions({
  queryKey: ['answerReview', 'taskGroups'],
  queryFn: () => http.request(progress.getDropdownBox, { body: {} }),
});
