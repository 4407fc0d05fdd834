import { user, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type SchoolYearState = RouteData<typeof user.getSchoolYearByUser>;

/** §2 guard step 5 and the promotion-year page: whether a student still has to enter the new school year. */
export function getSchoolYearByUser(): Promise<SchoolYearState> {
  return http.request(user.getSchoolYearByUser);
}

/** Sends `getSchoolYearByUser()` now, for that call to read (http `sendAhead`). */
export function sendSchoolYearAhead(): void {
  http.sendAhead(user.getSchoolYearByUser);
}

export const schoolYearQueryOptions = queryOptions({ queryKey: ['home', 'schoolYear'], queryFn: getSchoolYearByUser });
