import { admin } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import type { Page, ParticipationSubject, SchoolParticipation, StudentParticipation, TaskGroupChoice } from './types';

export const participationKey = ['adminBasis', 'participation'] as const;

/** The province's task groups, newest first: what plans and participation choose from. */
export const taskGroupsQueryOptions = queryOptions({
  queryKey: ['adminBasis', 'taskGroups'],
  queryFn: () => http.request<TaskGroupChoice[]>(admin.planTaskGroups, { body: {} }),
});

export async function setParticipation(
  taskGroupId: number,
  subjectType: ParticipationSubject,
  ids: number[],
  participates: boolean,
): Promise<void> {
  await http.request<unknown>(admin.batchParticipation, { body: { taskGroupId, subjectType, ids, participates } });
}

export interface SchoolParticipationQuery {
  taskGroupId: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export function listSchoolParticipation(query: SchoolParticipationQuery): Promise<Page<SchoolParticipation>> {
  return http.request<Page<SchoolParticipation>>(admin.participationList, { body: query });
}

export interface StudentParticipationQuery extends SchoolParticipationQuery {
  schoolId: number;
  classId?: number;
}

export function listStudentParticipation(query: StudentParticipationQuery): Promise<Page<StudentParticipation>> {
  return http.request<Page<StudentParticipation>>(admin.participationStudents, { body: query });
}
