import { taskInfo, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type ResetRequest = RouteInput<typeof taskInfo.resetTaskResult>['body'];

/** Returns one student's activity to not started (§2 assessmentRecovery). */
export async function resetTaskResult(request: ResetRequest): Promise<void> {
  await http.request(taskInfo.resetTaskResult, { body: request });
}
