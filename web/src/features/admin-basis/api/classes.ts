import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { ClassRecord, Page, PageQuery } from './types';

export const classesKey = ['adminBasis', 'classes'] as const;

export function listClasses(query: PageQuery): Promise<Page<ClassRecord>> {
  return http.request<Page<ClassRecord>>(admin.classList, { body: query });
}

export interface ClassDraft {
  id?: number;
  schoolId: number;
  gradeLevel: number;
  name: string;
}

export async function saveClass(draft: ClassDraft): Promise<void> {
  await http.request<unknown>(admin.classSaveOrUpdate, { body: draft });
}

export async function deleteClass(id: number): Promise<void> {
  await http.request<unknown>(admin.classDelete, { body: { id } });
}
