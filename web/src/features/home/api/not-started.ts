import { taskInfo, type RouteData } from '@pingjia/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { nextPageOf } from '../hooks/current-group';

export type StudentsPage = RouteData<typeof taskInfo.getUserBySchoolAdmin>;
export type StudentRecord = StudentsPage['records'][number];
export type GroupActivity = StudentsPage['activities'][number];

const PAGE_SIZE = 20;

/** The students of the caller's class(es) with at least one activity of the group not started, a page at a time. */
export function notStartedQueryOptions(tgiId: number) {
  return infiniteQueryOptions({
    queryKey: ['home', 'notStarted', tgiId],
    queryFn: ({ pageParam }) =>
      http.request(taskInfo.getUserBySchoolAdmin, {
        body: { tgiId, activityStatus: 'notStarted', pageIndex: pageParam, pageSize: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(last.total, pages.length, PAGE_SIZE),
  });
}
