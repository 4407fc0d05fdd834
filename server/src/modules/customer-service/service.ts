import { and, eq, ne } from 'drizzle-orm';
import { ErrorCode, isFamilyAccount, RoleCode } from '@pingjia/contract';
import { userRoles, users } from '../../db/schema/index.js';
import { ValidationError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { initialPasswordHash } from '../people/initial-password.js';
import { maskCertificate, maskPhone } from '../people/presenter.js';
import { personIssues } from '../people/student-rules.js';
import { auditBatch, isUniqueViolation, resetPasswordsOf, setStatesOf, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireClass } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { findAccountsInShard, findUserInShard, relativesOf, type CustomerUserRow } from './repository.js';
import type { UpdateStudent, UpdateUserInfo } from './types.js';

export function toCustomerUser(row: CustomerUserRow, ctx: AppContext) {
  const { certificateCodeEncrypted, ...rest } = row;
  return {
    ...rest,
    phone: maskPhone(row.phone),
    certificateCode: maskCertificate(certificateCodeEncrypted ? ctx.pii.decrypt(certificateCodeEncrypted) : null),
  };
}

export async function requireCustomerUser(ctx: AppContext, scope: AdminScope, userId: number) {
  const row = await findUserInShard(ctx.db, scope.provinceShardId, userId);
  if (!row) throw notFound();
  return row;
}

export async function customerUserDetail(ctx: AppContext, scope: AdminScope, userId: number) {
  const row = await requireCustomerUser(ctx, scope, userId);
  return { ...toCustomerUser(row, ctx), relatives: await relativesOf(ctx.db, row.id) };
}

/**
 * The accounts customer service may change (`isFamilyAccount`); one of another province, a
 * staff account or a missing one refuses the whole batch alike, as "not found".
 */
async function familyAccounts(ctx: AppContext, scope: AdminScope, userIds: readonly number[]) {
  const unique = [...new Set(userIds)];
  const rows = await findAccountsInShard(ctx.db, scope.provinceShardId, unique);
  const reachable = rows.filter((row) => isFamilyAccount(row));
  if (reachable.length !== unique.length) throw notFound();
  return reachable;
}

async function requireFamilyAccount(ctx: AppContext, scope: AdminScope, userId: number) {
  await familyAccounts(ctx, scope, [userId]);
  return requireCustomerUser(ctx, scope, userId);
}

/** Resets family accounts to an initial password, audited with the reason the agent gave. */
export async function customerResetPasswords(
  ctx: AppContext,
  scope: AdminScope,
  change: { userIds: number[]; password: string; reason: string },
  audit: AuditContext,
) {
  const rows = await familyAccounts(ctx, scope, change.userIds);
  const hash = await initialPasswordHash(ctx, change.password);
  return resetPasswordsOf(
    ctx,
    rows.map((row) => row.id),
    hash,
    { ...audit, reason: change.reason },
  );
}

/** (De)activates family accounts, audited with the reason the agent gave. */
export async function customerSetStates(
  ctx: AppContext,
  scope: AdminScope,
  change: { userIds: number[]; state: number; reason: string },
  audit: AuditContext,
) {
  const rows = await familyAccounts(ctx, scope, change.userIds);
  return setStatesOf(ctx, rows, change.state, { ...audit, reason: change.reason });
}

/** Name, account, gender and phone of a family account of the province; each given field passes its §5 rule first. */
export async function updateUserInfo(ctx: AppContext, scope: AdminScope, input: UpdateUserInfo, audit: AuditContext) {
  const row = await requireFamilyAccount(ctx, scope, input.userId);
  const next = {
    userName: input.userName ?? row.userName,
    loginName: input.loginName ?? row.loginName,
    gender: input.gender ?? row.gender,
    phone: input.phone === undefined ? row.phone : input.phone || null,
  };
  const issues = personIssues(next, { isStudent: false });
  if (issues.length > 0) throw new ValidationError(issues);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginName, next.loginName), ne(users.id, row.id)));
  if (taken) throw adminRefusal(ErrorCode.Conflict, 'loginNameTaken');
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...next, updatedAt: ctx.clock() })
        .where(eq(users.id, row.id));
      await auditBatch(tx, audit, {
        action: 'customer.updateUserInfo',
        entityType: 'user',
        entries: [
          {
            entityId: row.id,
            before: {
              userName: row.userName,
              loginName: row.loginName,
              gender: row.gender,
              phone: maskPhone(row.phone),
            },
            after: { ...next, phone: maskPhone(next.phone) },
          },
        ],
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw adminRefusal(ErrorCode.Conflict, 'loginNameTaken');
    throw error;
  }
}

/** A student's name, class and certificate, as customer service corrects them for a family on the phone. */
export async function updateStudent(ctx: AppContext, scope: AdminScope, input: UpdateStudent, audit: AuditContext) {
  const row = await requireFamilyAccount(ctx, scope, input.userId);
  if (row.userType !== 1) throw notFound();
  const place = input.classId === undefined ? null : await requireClass(ctx.db, scope, input.classId);
  const code = input.certificateCode
    ? (await ctx.transport.openSealed(input.certificateCode)).trim().toUpperCase()
    : null;
  const issues = personIssues(
    {
      userName: input.userName ?? row.userName,
      loginName: row.loginName,
      certificateType: code ? (input.certificateType ?? 1) : null,
      certificateCode: code,
    },
    { isStudent: true },
  );
  if (issues.length > 0) throw new ValidationError(issues);
  const change = {
    userName: input.userName ?? row.userName,
    ...(place ? { schoolId: place.schoolId, gradeId: place.gradeId, classId: place.id } : {}),
    ...(code
      ? {
          certificateType: input.certificateType ?? 1,
          certificateCodeEncrypted: ctx.pii.encrypt(code),
          certificateCodeHash: ctx.pii.keyedHash(code),
        }
      : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...change, updatedAt: ctx.clock() })
      .where(eq(users.id, row.id));
    if (place) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, row.id), eq(userRoles.roleCode, RoleCode.student)));
      await tx.insert(userRoles).values({
        userId: row.id,
        roleCode: RoleCode.student,
        schoolId: place.schoolId,
        classId: place.id,
        provinceShardId: place.provinceShardId,
      });
    }
    await auditBatch(tx, audit, {
      action: 'customer.updateStudent',
      entityType: 'user',
      entries: [
        {
          entityId: row.id,
          before: { userName: row.userName, classId: row.classId },
          after: { userName: change.userName, classId: place?.id ?? row.classId, certificateChanged: code !== null },
        },
      ],
    });
  });
}
