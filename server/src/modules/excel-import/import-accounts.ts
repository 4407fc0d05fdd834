import { RoleCode } from '@pingjia/contract';
import type { Tx } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';
import type { Pii } from '../../platform/pii.js';
import { auditBatch, type AuditContext } from '../people/writes.js';
import type { ImportKind } from './columns.js';
import type { PlannedAccount } from './validate-rows.js';

const CHUNK = 500;

export interface ImportTarget {
  kind: ImportKind;
  schoolId: number;
  provinceShardId: number;
  passwordHash: string;
}

function grantsOf(
  kind: ImportKind,
  target: ImportTarget,
  userId: number,
  row: PlannedAccount,
): (typeof userRoles.$inferInsert)[] {
  const base = { userId, schoolId: target.schoolId, provinceShardId: target.provinceShardId };
  if (kind === 'student') return [{ ...base, roleCode: RoleCode.student, classId: row.classId }];
  return [
    ...row.teacherClassIds.map((classId) => ({ ...base, roleCode: RoleCode.teacher, classId })),
    ...row.headTeacherClassIds.map((classId) => ({ ...base, roleCode: RoleCode.headmaster, classId })),
  ];
}

/**
 * Creates the valid rows' accounts inside the caller's transaction, a chunk at a time, all on
 * one initial password hash (each must change it at first sign-in), with one audit row each.
 */
export async function insertAccounts(
  tx: Tx,
  pii: Pii,
  target: ImportTarget,
  rows: readonly PlannedAccount[],
  audit: AuditContext,
  onChunk: (done: number) => Promise<void>,
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const created = await tx
      .insert(users)
      .values(
        chunk.map((row) => ({
          loginName: row.loginName,
          userName: row.userName,
          gender: row.gender,
          phone: row.phone,
          passwordHash: target.passwordHash,
          passwordIsInitial: true,
          userType: target.kind === 'student' ? 1 : 0,
          provinceShardId: target.provinceShardId,
          schoolId: target.schoolId,
          gradeId: row.gradeId,
          classId: row.classId,
          certificateType: row.certificateType,
          certificateCodeEncrypted: row.certificateCode ? pii.encrypt(row.certificateCode) : null,
          certificateCodeHash: row.certificateHash,
        })),
      )
      .returning({ id: users.id, loginName: users.loginName });
    const idOf = new Map(created.map((row) => [row.loginName, row.id]));
    const grants = chunk.flatMap((row) => grantsOf(target.kind, target, idOf.get(row.loginName) ?? 0, row));
    if (grants.length > 0) await tx.insert(userRoles).values(grants);
    await auditBatch(tx, audit, {
      action: target.kind === 'student' ? 'student.import' : 'staff.import',
      entityType: 'user',
      entries: chunk.map((row) => ({
        entityId: idOf.get(row.loginName) ?? 0,
        before: null,
        after: {
          userName: row.userName,
          loginName: row.loginName,
          classId: row.classId,
          teacherClassIds: row.teacherClassIds,
          headTeacherClassIds: row.headTeacherClassIds,
        },
      })),
    });
    await onChunk(start + chunk.length);
  }
}
