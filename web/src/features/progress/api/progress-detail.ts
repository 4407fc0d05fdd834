import { progress, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** Every progress figure's key starts here, so a reset refreshes them all. */
export const progressKey = ['progress', 'detail'] as const;

export type ProgressPageQuery = RouteInput<typeof progress.progressDetail>['body'];
export type ProgressDetail = RouteData<typeof progress.progressDetail>;
export type ProgressGroupRow = ProgressDetail['groups'][number];
export type ProgressStudentRow = ProgressDetail['students'][number];
export type ProgressNodeRef = NonNullable<ProgressPageQuery['node']>;

export function progressDetailQueryOptions(query: ProgressPageQuery) {
  return queryOptions({
    queryKey: [...progressKey, query],
    queryFn: () => http.request(progress.progressDetail, { body: query }),
    // The table keeps its rows while the next page or level loads (what keepPreviousData does).
    placeholderData: (previous) => previous,
  });
}
