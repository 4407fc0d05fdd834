import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey, type StarRecord } from './types';

export interface DayQuery {
  studentId: number;
  recordDate: string;
  tabType: number | null;
}

export function dayRecordsQueryOptions(query: DayQuery) {
  return queryOptions({
    queryKey: [...starQueryKey, 'day', query],
    queryFn: () =>
      http.request<StarRecord[]>(star.getChildrenRecords, {
        query: { studentId: query.studentId, recordDate: query.recordDate, tabType: query.tabType ?? undefined },
      }),
  });
}
