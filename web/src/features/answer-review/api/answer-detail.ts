import { evaluation, type AnswerReview, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type ReviewedAnswer = NonNullable<RouteData<typeof evaluation.getLeafEvaluationAnswerByUser>>;
export type ReviewContent = AnswerReview['content'];
export type ContentOf<K extends ReviewContent['kind']> = Extract<ReviewContent, { kind: K }>;
export type ReviewItem = ContentOf<'items'>['items'][number];
export type HistoryEntry = AnswerReview['history'][number];

export interface AnswerRef {
  studentId: number;
  activityId: number;
  taskGroupId: number;
  answerId: number;
}

/** GET getLeafEvaluationAnswerByUser as staff: the answer as the student saw it, scored, with their history. */
export function answerDetailQueryOptions(ref: AnswerRef) {
  return queryOptions({
    queryKey: ['answerReview', 'detail', ref],
    queryFn: () => http.request(evaluation.getLeafEvaluationAnswerByUser, { query: { ...ref } }),
  });
}
