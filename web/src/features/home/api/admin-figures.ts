import { home } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export interface TaskGroupInProgress {
  tgiId: number;
  name: string;
  tgiStartTime: string;
  tgiEndTime: string | null;
}

/** queryHomePage's answer for admin-style roles: the figures of the caller's own scope. */
export interface AdminFigures {
  schoolCount: number;
  classCount: number;
  studentCount: number;
  taskGroupsInProgress: number;
  taskGroups: TaskGroupInProgress[];
  finishedToday: number;
  studentsFinishedToday: number;
}

export const adminFiguresQueryOptions = queryOptions({
  queryKey: ['home', 'adminFigures'],
  queryFn: () => http.request<AdminFigures>(home.queryHomePage, { body: {} }),
});

export interface BreakdownRow {
  id: number;
  name: string;
  /** Schools only. */
  classCount: number | null;
  studentCount: number;
  studentsFinishedToday: number;
  finishedToday: number;
}

/** The same figures per school (area-wide roles) or per class (school and class roles). */
export interface HomeBreakdown {
  unit: 'school' | 'class';
  records: BreakdownRow[];
  total: number;
}

export function getHomeBreakdown(pageIndex: number, pageSize: number): Promise<HomeBreakdown> {
  return http.request<HomeBreakdown>(home.queryHomeBreakdown, { body: { pageIndex, pageSize } });
}
