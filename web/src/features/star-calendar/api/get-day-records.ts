import { star } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { starQueryKey } from './types';

export interface DayQuery {
  studentId: number;
  recordDate: string;
  tabType: number | null;
}

export function dayRecordsQueryOptions(query: DayQuery) {
  return queryOptions({
    queryKey: [...starQueryKey, 'day', query],
    queryFn: () =>
      http.request(star.getChildrenRecords, {
        query: { studentId: query.studentId, recordDate: query.recordDate, tabType: query.tabType ?? undefined },
      }),
  });
}
