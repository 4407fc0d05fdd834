import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export const schoolsKey = ['adminBasis', 'schools'] as const;

export function listSchools(query: RouteInput<typeof admin.schoolList>['body']) {
  return http.request(admin.schoolList, { body: query });
}

/** Without an id it adds a school, with the grades it teaches; with one it renames or moves it. */
export type SchoolDraft = RouteInput<typeof admin.schoolAdd>['body'] &
  Partial<Pick<RouteInput<typeof admin.schoolUpdate>['body'], 'id'>>;

export async function saveSchool({ id, gradeLevels, ...fields }: SchoolDraft): Promise<void> {
  if (id === undefined) await http.request(admin.schoolAdd, { body: { ...fields, gradeLevels: gradeLevels ?? [] } });
  else await http.request(admin.schoolUpdate, { body: { id, ...fields } });
}

export async function setSchoolState(ids: number[], state: 0 | 1): Promise<void> {
  await http.request(admin.schoolUpdateState, { body: { ids, state } });
}
