import { home, type RouteData } from '@pingjia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

type HomePage = RouteData<typeof home.queryHomePage>;

/** POST /wj/api/index/queryHomePage as a student or parent receives it (admin roles get their figures). */
export type StudentHomePage = Extract<HomePage, { student: unknown }>;
export type HomeTaskGroup = StudentHomePage['taskGroups'][number];
/** One leaf task of the home: the activity and the student's §3 state on it. */
export type HomeActivity = HomeTaskGroup['activities'][number];
export type HomeAward = StudentHomePage['awards']['medals'][number];
export type HomeStamina = StudentHomePage['stamina'];

const isStudentHome = (page: HomePage): page is StudentHomePage => 'student' in page;

export const homePageQueryKey = ['student', 'homePage'] as const;

export async function queryHomePage(): Promise<StudentHomePage> {
  const page = await http.request(home.queryHomePage, { body: {} });
  // Only a student's session reaches this page; any other reply is a failed load, not a home.
  if (!isStudentHome(page)) throw new Error('queryHomePage: not a student home');
  return page;
}

/** Sends `queryHomePage()` now, for that call to read (http `sendAhead`). */
export function sendHomePageAhead(): void {
  http.sendAhead(home.queryHomePage, { body: {} });
}

export const homePageQueryOptions = () => queryOptions({ queryKey: homePageQueryKey, queryFn: queryHomePage });

export const useHomePage = () => useQuery(homePageQueryOptions());
