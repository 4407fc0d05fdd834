import { progress, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type AnswerListQuery = RouteInput<typeof progress.answerDetailSelectLoad>['body'];
export type AnswerListRow = RouteData<typeof progress.answerDetailSelectLoad>['records'][number];

/** POST answerDetailSelectLoad: one page of the answers students in scope handed in, newest first. */
export function answerListQueryOptions(query: AnswerListQuery) {
  return queryOptions({
    queryKey: ['answerReview', 'list', query],
    queryFn: () => http.request(progress.answerDetailSelectLoad, { body: query }),
    // The table keeps its rows while the next page loads.
    placeholderData: (previous) => previous,
  });
}
