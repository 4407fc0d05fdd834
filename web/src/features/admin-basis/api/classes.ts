import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export const classesKey = ['adminBasis', 'classes'] as const;

export function listClasses(query: RouteInput<typeof admin.classList>['body']) {
  return http.request(admin.classList, { body: query });
}

export type ClassDraft = RouteInput<typeof admin.classSaveOrUpdate>['body'];

export async function saveClass(draft: ClassDraft): Promise<void> {
  await http.request(admin.classSaveOrUpdate, { body: draft });
}

export async function deleteClass(id: number): Promise<void> {
  await http.request(admin.classDelete, { body: { id } });
}
