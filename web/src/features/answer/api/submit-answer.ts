import { evaluation, type RouteData, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { AnswerMode } from '../../../shared/answering/task-links';

const ROUTES = {
  submit: evaluation.subEvaluationGroupAnswer,
  replace: evaluation.replaceSubEvaluationGroupAnswer,
  reupload: evaluation.subReuploadEvaluationGroupAnswer,
} as const;

/** The three submit calls share one shape. */
type SubmitRoute = typeof evaluation.subEvaluationGroupAnswer;

/** The submit call of the mode; the server treats a repeated submitKey as the same submit. */
export function submitAnswer(
  mode: AnswerMode,
  input: RouteInput<SubmitRoute>['body'],
): Promise<RouteData<SubmitRoute>> {
  return http.request(ROUTES[mode], { body: input });
}
