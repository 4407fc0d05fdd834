import { admin, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';
import type { StudentDraft } from './students';

/** What the server says of a person about to be created: anyone alike, and those of them the caller may see. */
export type Existing = RouteData<typeof admin.checkExistByNameAndPhone>;

export type NewPerson = Pick<StudentDraft, 'userName' | 'phone' | 'certificateType' | 'certificateCode'>;

const NONE: Existing = { exists: false, users: [] };

function merged(results: Existing[]): Existing {
  const users = results.flatMap((result) => result.users);
  return {
    exists: results.some((result) => result.exists),
    users: users.filter((user, index) => users.findIndex((other) => other.id === user.id) === index),
  };
}

/** Before creating a student: the same name with the same phone, or with the same certificate. */
export async function findExistingStudents({
  userName,
  phone,
  certificateType,
  certificateCode,
}: NewPerson): Promise<Existing> {
  const checks: Promise<Existing>[] = [];
  if (phone) checks.push(http.request(admin.checkExistByNameAndPhone, { body: { userName, phone } }));
  if (typeof certificateType === 'number' && certificateCode) {
    const [sealed] = await sealForTransport([certificateCode]);
    checks.push(
      http.request(admin.checkExistByNameAndCard, {
        body: { userName, certificateType, certificateCode: sealed },
      }),
    );
  }
  return merged(await Promise.all(checks));
}

/** Before creating staff: the same name with the same phone. */
export async function findExistingStaff({ userName, phone }: NewPerson): Promise<Existing> {
  if (!phone) return NONE;
  return http.request(admin.teacherCheckExistByNameAndPhone, { body: { userName, phone } });
}
