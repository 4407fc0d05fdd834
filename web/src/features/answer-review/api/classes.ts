import { admin, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type ClassChoice = RouteData<typeof admin.classList>['records'][number];

/** The classes in scope whose name holds the keyword, for the class filter (the admin class list). */
export function classChoicesQueryOptions(keyword: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['answerReview', 'classes', keyword],
    queryFn: () =>
      http.request(admin.classList, { body: { pageIndex: 1, pageSize: 50, keyword: keyword || undefined } }),
    select: (page) => page.records,
    enabled,
    placeholderData: (previous) => previous,
  });
}
