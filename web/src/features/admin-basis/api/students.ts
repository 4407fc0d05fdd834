import { admin, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export const studentsKey = ['adminBasis', 'students'] as const;

export function listStudents(query: RouteInput<typeof admin.studentList>['body']) {
  return http.request(admin.studentList, { body: query });
}

/**
 * The password (only when creating) and the certificate code are plain here and sealed with the
 * public-key cipher before they leave the browser (§9); an empty code keeps the stored certificate.
 */
export type StudentDraft = RouteInput<typeof admin.studentSaveOrUpdate>['body'];

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
  await http.request(admin.studentSaveOrUpdate, {
    body: {
      ...draft,
      phone: phone || null,
      password: sealedPassword,
      // The type travels with a new code only; without one the stored certificate stays.
      ...(sealedCode ? { certificateType, certificateCode: sealedCode } : {}),
    },
  });
}
