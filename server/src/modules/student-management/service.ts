import { and, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { parentStudent, userRoles, users } from '../../db/schema/index.js';
import { ValidationError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { initialPasswordHash } from '../people/initial-password.js';
import { personIssues } from '../people/student-rules.js';
import { auditBatch, isUniqueViolation, resetPasswordsOf, setStatesOf, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireClass, requireGrade, requireUserOfType, requireUsersOfType, type ClassRow } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { STUDENT } from './repository.js';
import type { StudentSave } from './types.js';

const loginNameTaken = () => adminRefusal(ErrorCode.Conflict, 'loginNameTaken');

async function loginNameUsed(db: Executor, loginName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginName, loginName), exceptId === undefined ? undefined : ne(users.id, exceptId)));
  return row !== undefined;
}

async function certificateUsed(db: Executor, hash: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.certificateCodeHash, hash),
        eq(users.userType, STUDENT),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  return row !== undefined;
}

interface OpenedCertificate {
  certificateType: number;
  certificateCodeEncrypted: string;
  certificateCodeHash: string;
}

async function openCertificate(ctx: AppContext, input: StudentSave): Promise<OpenedCertificate | null> {
  if (!input.certificateCode) {
    if (input.certificateType != null)
      throw new ValidationError([{ path: 'certificateCode', message: 'validation.certificateCode.required' }]);
    return null;
  }
  const code = (await ctx.transport.openSealed(input.certificateCode)).trim().toUpperCase();
  const issues = personIssues({ ...input, certificateCode: code }, { isStudent: true });
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    certificateType: input.certificateType ?? 1,
    certificateCodeEncrypted: ctx.pii.encrypt(code),
    certificateCodeHash: ctx.pii.keyedHash(code),
  };
}

function placeOf(place: ClassRow) {
  return { schoolId: place.schoolId, gradeId: place.gradeId, classId: place.id };
}

/** A student's single role grant follows their class. */
async function placeStudentRole(tx: Executor, userId: number, place: ClassRow) {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleCode, RoleCode.student)));
  await tx.insert(userRoles).values({
    userId,
    roleCode: RoleCode.student,
    schoolId: place.schoolId,
    classId: place.id,
    provinceShardId: place.provinceShardId,
  });
}

/** Creates or updates a student of a class in scope; every §5 rule is checked before anything is written. */
export async function saveStudent(
  ctx: AppContext,
  scope: AdminScope,
  input: StudentSave,
  audit: AuditContext,
): Promise<{ id: number }> {
  const issues = personIssues({ ...input, certificateCode: null, certificateType: null }, { isStudent: true });
  if (issues.length > 0) throw new ValidationError(issues);
  const existing = input.id === undefined ? undefined : await requireUserOfType(ctx.db, scope, input.id, STUDENT);
  const place = await requireClass(ctx.db, scope, input.classId);
  if (!existing && !input.password)
    throw new ValidationError([{ path: 'password', message: 'validation.password.required' }]);
  const certificate = await openCertificate(ctx, input);
  if (await loginNameUsed(ctx.db, input.loginName, existing?.id)) throw loginNameTaken();
  if (certificate && (await certificateUsed(ctx.db, certificate.certificateCodeHash, existing?.id))) {
    throw adminRefusal(ErrorCode.Conflict, 'certificateTaken');
  }
  const passwordHash = input.password ? await initialPasswordHash(ctx, input.password) : null;
  const now = ctx.clock();
  const fields = {
    userName: input.userName,
    loginName: input.loginName,
    gender: input.gender,
    phone: input.phone ?? null,
    ...placeOf(place),
    ...(certificate ?? {}),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        await tx
          .update(users)
          .set({ ...fields, updatedAt: now })
          .where(eq(users.id, existing.id));
        id = existing.id;
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            ...fields,
            passwordHash: passwordHash ?? '',
            passwordIsInitial: true,
            userType: STUDENT,
            provinceShardId: place.provinceShardId,
          })
          .returning({ id: users.id });
        id = created?.id ?? 0;
      }
      await placeStudentRole(tx, id, place);
      const shown = {
        userName: fields.userName,
        loginName: fields.loginName,
        gender: fields.gender,
        classId: place.id,
        certificateChanged: certificate !== null,
      };
      await auditBatch(tx, audit, {
        action: existing ? 'student.update' : 'student.create',
        entityType: 'user',
        entries: [
          {
            entityId: id,
            before: existing
              ? { userName: existing.userName, loginName: existing.loginName, classId: existing.classId }
              : null,
            after: shown,
          },
        ],
      });
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginNameTaken();
    throw error;
  }
}

export async function updateStudentStates(
  ctx: AppContext,
  scope: AdminScope,
  userIds: number[],
  state: number,
  audit: AuditContext,
) {
  const rows = await requireUsersOfType(ctx.db, scope, userIds, STUDENT);
  return setStatesOf(ctx, rows, state, audit);
}

export async function resetStudentPasswords(
  ctx: AppContext,
  scope: AdminScope,
  userIds: number[],
  sealed: string,
  audit: AuditContext,
) {
  const rows = await requireUsersOfType(ctx.db, scope, userIds, STUDENT);
  const hash = await initialPasswordHash(ctx, sealed);
  return resetPasswordsOf(
    ctx,
    rows.map((row) => row.id),
    hash,
    audit,
  );
}

/** The parents bound to the chosen students get the initial password. */
export async function resetParentPasswords(
  ctx: AppContext,
  scope: AdminScope,
  studentIds: number[],
  sealed: string,
  audit: AuditContext,
) {
  await requireUsersOfType(ctx.db, scope, studentIds, STUDENT);
  const links = await ctx.db
    .selectDistinct({ parentId: parentStudent.parentId })
    .from(parentStudent)
    .where(inArray(parentStudent.studentId, studentIds));
  const hash = await initialPasswordHash(ctx, sealed);
  return resetPasswordsOf(
    ctx,
    links.map((link) => link.parentId),
    hash,
    audit,
  );
}

export async function resetGradePasswords(
  ctx: AppContext,
  scope: AdminScope,
  gradeId: number,
  sealed: string,
  audit: AuditContext,
) {
  const grade = await requireGrade(ctx.db, scope, gradeId);
  const hash = await initialPasswordHash(ctx, sealed);
  const students = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.gradeId, grade.id), eq(users.userType, STUDENT)));
  return resetPasswordsOf(
    ctx,
    students.map((row) => row.id),
    hash,
    audit,
  );
}

/** Moves students to another class in scope (the class info update of the student table). */
export async function moveStudents(
  ctx: AppContext,
  scope: AdminScope,
  userIds: number[],
  classId: number,
  audit: AuditContext,
) {
  const rows = await requireUsersOfType(ctx.db, scope, userIds, STUDENT);
  const place = await requireClass(ctx.db, scope, classId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...placeOf(place), updatedAt: ctx.clock() })
      .where(
        inArray(
          users.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) await placeStudentRole(tx, row.id, place);
    await auditBatch(tx, audit, {
      action: 'student.moveClass',
      entityType: 'user',
      entries: rows.map((row) => ({
        entityId: row.id,
        before: { classId: row.classId },
        after: { classId: place.id },
      })),
    });
    return rows.length;
  });
}
