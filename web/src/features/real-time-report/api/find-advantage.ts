import { realTime } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { DimensionScore, KeyPoint, ReportTarget } from './find-group-detail';

export interface Advantages {
  advantages: DimensionScore[];
  keyPoint: KeyPoint;
}

/** The student's strengths: their best indicators at a good level or above. */
export function findAdvantage(target: ReportTarget): Promise<Advantages> {
  return http.request<Advantages>(realTime.findAdvantage, { body: target });
}
