import { assessment, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { summaryKey } from './summary-query';

export type UserListQuery = RouteInput<typeof assessment.userList>['body'];
export type UserRow = RouteData<typeof assessment.userList>['rows'][number];

/** The students of a class with their figures, one page at a time. */
export function userListQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...summaryKey, 'students', query],
    queryFn: () => http.request(assessment.userList, { body: query }),
    placeholderData: (previous) => previous,
  });
}
