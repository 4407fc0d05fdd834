import { api } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';
import type { Page, PageQuery, StudentRecord } from './types';

export const studentsKey = ['adminBasis', 'students'] as const;

export function listStudents(query: PageQuery): Promise<Page<StudentRecord>> {
  return http.request<Page<StudentRecord>>(api.admin.studentList, {
    body: query,
  });
}

export interface StudentDraft {
  id?: number;
  userName: string;
  loginName: string;
  gender: '0' | '1';
  classId: number;
  phone?: string;
  /** Only when creating; sealed before it leaves the browser (§9). */
  password?: string;
}

export async function saveStudent({ password, phone, ...draft }: StudentDraft): Promise<void> {
  const sealed = password ? (await sealForTransport([password]))[0] : undefined;
  await http.request<unknown>(api.admin.studentSaveOrUpdate, {
    body: { ...draft, phone: phone || null, password: sealed },
  });
}
