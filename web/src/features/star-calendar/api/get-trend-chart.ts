import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

/** The six months up to the shown one. */
export const TREND_MONTHS = 6;

/** The trend as the server draws it: an SVG document, so the page needs no chart library. */
export function trendChartQueryOptions(studentId: number, endMonth: string) {
  return queryOptions({
    queryKey: [...starQueryKey, 'trendChart', studentId, endMonth],
    queryFn: () => http.request(star.activityTrendChart, { body: { studentId, endMonth, months: TREND_MONTHS } }),
  });
}
