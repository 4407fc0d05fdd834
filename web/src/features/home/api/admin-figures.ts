import { home, type RouteData } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

type HomePage = RouteData<typeof home.queryHomePage>;

/** queryHomePage's answer for admin-style roles: the figures of the caller's own scope. */
export type AdminFigures = Extract<HomePage, { level: unknown }>;
export type TaskGroupInProgress = AdminFigures['taskGroups'][number];

const isAdminHome = (page: HomePage): page is AdminFigures => 'level' in page;

async function getAdminFigures(): Promise<AdminFigures> {
  const page = await http.request(home.queryHomePage, { body: {} });
  // Only admin roles reach these homes; a student's home here is a failed load, not figures.
  if (!isAdminHome(page)) throw new Error('queryHomePage: not an admin home');
  return page;
}

/** Sends the figures' call now, for its query to read (http `sendAhead`). */
export function sendAdminFiguresAhead(): void {
  http.sendAhead(home.queryHomePage, { body: {} });
}

export const adminFiguresQueryOptions = queryOptions({
  queryKey: ['home', 'adminFigures'],
  queryFn: getAdminFigures,
});

/** The same figures per school (area-wide roles) or per class (school and class roles). */
export type HomeBreakdown = RouteData<typeof home.queryHomeBreakdown>;
export type BreakdownRow = HomeBreakdown['records'][number];

export function getHomeBreakdown(pageIndex: number, pageSize: number): Promise<HomeBreakdown> {
  return http.request(home.queryHomeBreakdown, { body: { pageIndex, pageSize } });
}
