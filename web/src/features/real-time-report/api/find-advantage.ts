import { realTime, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { ReportTarget } from './find-group-detail';

export type Advantages = RouteData<typeof realTime.findAdvantage>;

/** The student's strengths: their best indicators at a good level or above. */
export function findAdvantage(target: ReportTarget): Promise<Advantages> {
  return http.request(realTime.findAdvantage, { body: target });
}
