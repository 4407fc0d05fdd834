import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { Page, PageQuery, SchoolRecord } from './types';

export const schoolsKey = ['adminBasis', 'schools'] as const;

export function listSchools(query: PageQuery): Promise<Page<SchoolRecord>> {
  return http.request<Page<SchoolRecord>>(admin.schoolList, { body: query });
}

export interface SchoolDraft {
  id?: number;
  organizationName: string;
  districtId: number;
  /** Only when adding: the grades the school teaches, each created with the school. */
  gradeLevels?: number[];
}

export async function saveSchool({ id, gradeLevels, ...fields }: SchoolDraft): Promise<void> {
  if (id === undefined)
    await http.request<unknown>(admin.schoolAdd, { body: { ...fields, gradeLevels: gradeLevels ?? [] } });
  else await http.request<unknown>(admin.schoolUpdate, { body: { id, ...fields } });
}

export async function setSchoolState(ids: number[], state: 0 | 1): Promise<void> {
  await http.request<unknown>(admin.schoolUpdateState, { body: { ids, state } });
}
