import { admin, dict, report, taskInfo } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { exclusiveKey } from './keys';

export interface SchoolChoice {
  schoolId: number;
  schoolName: string;
}

/** The caller's capabilities: only a school admin manages the school's own indicators. */
export const myScopeQueryOptions = queryOptions({
  queryKey: [...exclusiveKey, 'scope'],
  queryFn: () => http.request(admin.getMyScope),
  staleTime: Infinity,
});

/** The schools of the caller's scope whose grades take the report's task group. */
export function schoolsQueryOptions(taskGroupId: number) {
  return queryOptions({
    queryKey: [...exclusiveKey, 'schools', taskGroupId],
    queryFn: async () => {
      const grades = await http.request(taskInfo.getGradeBySchoolAdmin, { query: { tgiId: taskGroupId } });
      const schools = new Map<number, SchoolChoice>();
      for (const { schoolId, schoolName } of grades) schools.set(schoolId, { schoolId, schoolName });
      return [...schools.values()];
    },
  });
}

/** The grades with a report in the year. */
export function gradesQueryOptions(reportYear: string) {
  return queryOptions({
    queryKey: [...exclusiveKey, 'grades', reportYear],
    queryFn: async () => (await http.request(report.getReportGrad, { query: { reportYear } })).grades,
  });
}

/** The activities of the report's task group: what an indicator may count. */
export function activitiesQueryOptions(taskGroupId: number) {
  return queryOptions({
    queryKey: [...exclusiveKey, 'activities', taskGroupId],
    queryFn: () => http.request(taskInfo.getTaskNameListById, { query: { tgiId: taskGroupId } }),
  });
}

/** The common aspects (the top of the dimension tree), named in the reader's language. */
export function aspectsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['dict', 'dimension', 'aspects', locale],
    queryFn: async () =>
      (await http.request(dict.getDimensionList)).map(({ id, name, nameEn }) => ({
        id,
        name: (locale === 'en-US' && nameEn) || name,
      })),
    staleTime: Infinity,
  });
}
