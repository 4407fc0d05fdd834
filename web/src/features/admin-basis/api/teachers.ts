import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export const teachersKey = ['adminBasis', 'teachers'] as const;

export function listTeachers(query: RouteInput<typeof admin.teacherList>['body']) {
  return http.request(admin.teacherList, { body: query });
}

/** With the §3 role lists; the password (only when creating) is plain here and sealed before it leaves the browser (§9). */
export type TeacherDraft = RouteInput<typeof admin.teacherSaveOrUpdate>['body'];

export async function saveTeacher({ password, phone, ...draft }: TeacherDraft): Promise<void> {
  const sealed = password ? (await sealForTransport([password]))[0] : undefined;
  await http.request(admin.teacherSaveOrUpdate, {
    body: { ...draft, phone: phone || null, password: sealed },
  });
}
