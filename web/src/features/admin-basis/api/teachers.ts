import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';
import type { Page, PageQuery, RoleLists, TeacherRecord } from './types';

export const teachersKey = ['adminBasis', 'teachers'] as const;

export function listTeachers(query: PageQuery): Promise<Page<TeacherRecord>> {
  return http.request<Page<TeacherRecord>>(admin.teacherList, {
    body: query,
  });
}

export interface TeacherDraft extends RoleLists {
  id?: number;
  userName: string;
  loginName: string;
  gender: '0' | '1';
  phone?: string;
  schoolId?: number | null;
  password?: string;
}

export async function saveTeacher({ password, phone, ...draft }: TeacherDraft): Promise<void> {
  const sealed = password ? (await sealForTransport([password]))[0] : undefined;
  await http.request<unknown>(admin.teacherSaveOrUpdate, {
    body: { ...draft, phone: phone || null, password: sealed },
  });
}
