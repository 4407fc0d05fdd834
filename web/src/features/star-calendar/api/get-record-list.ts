import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

export interface MonthQuery {
  studentId: number;
  month: string;
  tabType: number | null;
}

export function monthViewQueryOptions(query: MonthQuery) {
  const body = {
    studentId: query.studentId,
    month: query.month,
    ...(query.tabType === null ? {} : { tabType: query.tabType }),
  };
  return queryOptions({
    queryKey: [...starQueryKey, 'month', query],
    queryFn: () => http.request(star.getRecordList, { body }),
  });
}
