import { home, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** The student home always names all three. */
export type NewMarkQuery = Required<Omit<NonNullable<RouteInput<typeof home.getNewMark>['query']>, 'timestamp'>>;

export const newMarkQueryKey = ['student', 'newMark'] as const;

/** §7 new-mark, with roleId, studentId, provinceShardId: the medals the student has not looked at yet. */
export function getNewMark(query: NewMarkQuery): Promise<RouteData<typeof home.getNewMark>> {
  return http.request(home.getNewMark, { query: { ...query } });
}

export const newMarkQueryOptions = (query: NewMarkQuery) =>
  queryOptions({ queryKey: [...newMarkQueryKey, query.studentId], queryFn: () => getNewMark(query) });

export const useNewMark = (query: NewMarkQuery | null) =>
  useQuery({
    ...newMarkQueryOptions(query ?? { roleId: 0, studentId: 0, provinceShardId: 0 }),
    enabled: query !== null,
  });
