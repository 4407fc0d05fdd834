import type { BoundChild } from '@pingjia/contract';
import type { Pii } from '../../platform/pii.js';
import { maskCertificateCode } from './mask.js';
import type { ChildRow } from './repository.js';

/** Picks the fields a parent may see; the certificate code leaves only masked. */
export function presentChild(row: ChildRow, pii: Pii): BoundChild {
  const code = row.certificateCodeEncrypted ? maskCertificateCode(pii.decrypt(row.certificateCodeEncrypted)) : null;
  return {
    id: row.id,
    studentId: row.id,
    userName: row.userName,
    loginName: row.loginName,
    gender: row.gender,
    avatar: row.avatar,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    gradeId: row.gradeId,
    gradeName: row.gradeName,
    classId: row.classId,
    className: row.className,
    provinceShardId: row.provinceShardId,
    certificateType: row.certificateType,
    certificateCode: code,
    boundAt: row.boundAt.toISOString(),
  };
}
