import { admin, type RouteInput } from '@pingjia/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import type { ParticipationSubject } from './types';

export const participationKey = ['adminBasis', 'participation'] as const;

/** The province's task groups, newest first: what plans and participation choose from. */
export const taskGroupsQueryOptions = queryOptions({
  queryKey: ['adminBasis', 'taskGroups'],
  queryFn: () => http.request(admin.planTaskGroups, { body: {} }),
});

/** What the dialog asks: which task group, and whether the selection takes part in it. */
export type ParticipationChoice = Pick<
  RouteInput<typeof admin.batchParticipation>['body'],
  'taskGroupId' | 'participates'
>;

export async function setParticipation(
  taskGroupId: number,
  subjectType: ParticipationSubject,
  ids: number[],
  participates: boolean,
): Promise<void> {
  await http.request(admin.batchParticipation, { body: { taskGroupId, subjectType, ids, participates } });
}

export type SchoolParticipationQuery = RouteInput<typeof admin.participationList>['body'];

export function listSchoolParticipation(query: SchoolParticipationQuery) {
  return http.request(admin.participationList, { body: query });
}

export type StudentParticipationQuery = RouteInput<typeof admin.participationStudents>['body'];

export function listStudentParticipation(query: StudentParticipationQuery) {
  return http.request(admin.participationStudents, { body: query });
}
