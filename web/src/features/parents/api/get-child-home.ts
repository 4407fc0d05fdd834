import { home, RoleCode } from '@pingjia/contract';
import type { RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** POST /wj/api/index/queryHomePage answered for a student: the home the parent sees of a child. */
export type ChildHome = Extract<RouteData<typeof home.queryHomePage>, { student: unknown }>;
export type HomeTaskGroup = ChildHome['taskGroups'][number];
export type NewMark = RouteData<typeof home.getNewMark>;

export const childHomeQueryKey = ['parents', 'childHome'] as const;

export async function getChildHome(studentId: number): Promise<ChildHome> {
  const page = await http.request(home.queryHomePage, { body: { studentId } });
  // The call's other answer, the admin roles' figures, never comes back for a parent naming a child.
  if (!('student' in page)) throw new Error('queryHomePage did not answer with a student home');
  return page;
}

/** §6: a parent asks for new marks with the selected child's ids. */
export function getNewMark(child: { studentId: number; provinceShardId: number }): Promise<NewMark> {
  return http.request(home.getNewMark, {
    query: { roleId: RoleCode.parent, studentId: child.studentId, provinceShardId: child.provinceShardId },
  });
}

export function childHomeQueryOptions(child: { studentId: number; provinceShardId: number }) {
  return queryOptions({
    queryKey: [...childHomeQueryKey, child.studentId],
    queryFn: async () => {
      const [childHome, newMark] = await Promise.all([getChildHome(child.studentId), getNewMark(child)]);
      return { ...childHome, newMark };
    },
  });
}
