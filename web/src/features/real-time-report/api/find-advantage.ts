import type { ApiRoute } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { DimensionScore, KeyPoint, ReportTarget } from './find-group-detail';

export interface Advantages {
  advantages: DimensionScore[];
  keyPoint: KeyPoint;
}

/** §7 POST /wj/api/realTime/findAdvantage (not in the contract's table; the path is the spec's). */
const route: ApiRoute = { method: 'POST', path: '/wj/api/realTime/findAdvantage' };

/** The student's strengths: their best indicators at a good level or above. */
export function findAdvantage(target: ReportTarget): Promise<Advantages> {
  return http.request<Advantages>(route, { body: target });
}
