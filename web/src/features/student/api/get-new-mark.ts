import { home, type RouteData, type RouteInput } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import type { UserInfo } from '../../../shared/stores/user-store';

/** The student home always names all three. */
export type NewMarkQuery = Required<Omit<NonNullable<RouteInput<typeof home.getNewMark>['query']>, 'timestamp'>>;

export type NewMark = RouteData<typeof home.getNewMark>;

export const newMarkQueryKey = ['student', 'newMark'] as const;

/** §7 new-mark, with roleId, studentId, provinceShardId: the medals the student has not looked at yet. */
export function getNewMark(query: NewMarkQuery): Promise<NewMark> {
  return http.request(home.getNewMark, { query: { ...query } });
}

/** Sends `getNewMark(query)` now, for that call to read (http `sendAhead`). */
export function sendNewMarkAhead(query: NewMarkQuery): void {
  http.sendAhead(home.getNewMark, { query: { ...query } });
}

/** The student's own new marks: asked as the current role, for the signed-in student. */
export function ownNewMarkQuery(userInfo: UserInfo | null, roleId: number): NewMarkQuery | null {
  return userInfo ? { roleId, studentId: userInfo.id, provinceShardId: userInfo.provinceShardId } : null;
}

export const newMarkQueryOptions = (query: NewMarkQuery) =>
  queryOptions({ queryKey: [...newMarkQueryKey, query.studentId], queryFn: () => getNewMark(query) });

export const useNewMark = (query: NewMarkQuery | null) =>
  useQuery({
    ...newMarkQueryOptions(query ?? { roleId: 0, studentId: 0, provinceShardId: 0 }),
    enabled: query !== null,
  });
