import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

/** The six months up to the shown one. */
export const TREND_MONTHS = 6;

export function trendQueryOptions(studentId: number, endMonth: string) {
  return queryOptions({
    queryKey: [...starQueryKey, 'trend', studentId, endMonth],
    queryFn: () => http.request(star.activityTrend, { body: { studentId, endMonth, months: TREND_MONTHS } }),
  });
}
