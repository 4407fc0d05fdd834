import { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';
import type { Page, PageQuery, StudentRecord } from './types';

export const studentsKey = ['adminBasis', 'students'] as const;

export function listStudents(query: PageQuery): Promise<Page<StudentRecord>> {
  return http.request<Page<StudentRecord>>(admin.studentList, {
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
  certificateType?: number;
  /** Empty keeps the stored certificate; sealed with the public-key cipher before it leaves the browser (§9). */
  certificateCode?: string;
  /** Only when creating; sealed before it leaves the browser (§9). */
  password?: string;
}

export async function saveStudent({
  password,
  phone,
  certificateType,
  certificateCode,
  ...draft
}: StudentDraft): Promise<void> {
  const code = certificateCode?.trim();
  const [sealedPassword, sealedCode] = await Promise.all(
    [password, code].map(async (value) => (value ? (await sealForTransport([value]))[0] : undefined)),
  );
  await http.request<unknown>(admin.studentSaveOrUpdate, {
    body: {
      ...draft,
      phone: phone || null,
      password: sealedPassword,
      // The type travels with a new code only; without one the stored certificate stays.
      ...(sealedCode ? { certificateType, certificateCode: sealedCode } : {}),
    },
  });
}
