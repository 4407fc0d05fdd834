import { and, eq, inArray, ne } from 'drizzle-orm';
import { ErrorCode, RoleCode } from '@pingjia/contract';
import { userRoles, users } from '../../db/schema/index.js';
import { ValidationError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { initialPasswordHash } from '../people/initial-password.js';
import { personIssues } from '../people/student-rules.js';
import { auditBatch, isUniqueViolation, resetPasswordsOf, setStatesOf, type AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { requireSchool, requireUserOfType, requireUsersOfType } from '../scope/records.js';
import { coversRegion, type AdminScope } from '../scope/scope.js';
import { grantsFromLists, REPLACEABLE, replaceGrants } from './grants.js';
import { toTeacherRecord } from './presenter.js';
import { grantsOf, STAFF, type StaffRow } from './repository.js';
import type { RoleLists, TeacherSave } from './types.js';

const loginNameTaken = () => adminRefusal(ErrorCode.Conflict, 'loginNameTaken');

export async function presentStaffPage(ctx: AppContext, page: { records: StaffRow[]; total: number }) {
  const grants = await grantsOf(
    ctx.db,
    page.records.map((row) => row.id),
  );
  return { records: page.records.map((row) => toTeacherRecord(row, grants)), total: page.total };
}

/**
 * Creates or updates a staff member and replaces the grants the caller's scope covers,
 * all in one transaction with its audit entry; §5 rules first, nothing written on a refusal.
 */
export async function saveStaff(
  ctx: AppContext,
  scope: AdminScope,
  input: TeacherSave,
  audit: AuditContext,
  roleCodes: readonly number[] = REPLACEABLE,
): Promise<{ id: number }> {
  const issues = personIssues(input, { isStudent: false });
  if (issues.length > 0) throw new ValidationError(issues);
  const existing = input.id === undefined ? undefined : await requireUserOfType(ctx.db, scope, input.id, STAFF);
  const school = input.schoolId ? await requireSchool(ctx.db, scope, input.schoolId) : null;
  if (!school && scope.level !== 'area' && !existing) throw notFound();
  if (!existing && !input.password)
    throw new ValidationError([{ path: 'password', message: 'validation.password.required' }]);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.loginName, input.loginName), existing ? ne(users.id, existing.id) : undefined));
  if (taken) throw loginNameTaken();
  const planned = await grantsFromLists(ctx.db, scope, existing?.id ?? 0, input);
  const passwordHash = input.password ? await initialPasswordHash(ctx, input.password) : null;
  const now = ctx.clock();
  const fields = {
    userName: input.userName,
    loginName: input.loginName,
    gender: input.gender,
    phone: input.phone ?? null,
    schoolId: school?.id ?? existing?.schoolId ?? null,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      let id = existing?.id ?? 0;
      if (existing) {
        await tx
          .update(users)
          .set({ ...fields, updatedAt: now })
          .where(eq(users.id, existing.id));
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            ...fields,
            passwordHash: passwordHash ?? '',
            passwordIsInitial: true,
            userType: STAFF,
            provinceShardId: scope.provinceShardId,
          })
          .returning({ id: users.id });
        id = created?.id ?? 0;
      }
      const grants = planned.grants.map((grant) => ({ ...grant, userId: id }));
      const { removed } = await replaceGrants(tx, scope, id, { grants, childIds: planned.childIds }, roleCodes);
      await auditBatch(tx, audit, {
        action: existing ? 'staff.update' : 'staff.create',
        entityType: 'user',
        entries: [
          {
            entityId: id,
            before: existing
              ? {
                  userName: existing.userName,
                  loginName: existing.loginName,
                  schoolId: existing.schoolId,
                  grants: removed,
                }
              : null,
            after: {
              ...fields,
              phone: undefined,
              grants: grants.map(({ roleCode, classId, schoolId, regionId }) => ({
                roleCode,
                classId,
                schoolId,
                regionId,
              })),
              children: planned.childIds,
            },
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

export async function updateStaffStates(
  ctx: AppContext,
  scope: AdminScope,
  userIds: number[],
  state: number,
  audit: AuditContext,
) {
  const rows = await requireUsersOfType(ctx.db, scope, userIds, STAFF);
  return setStatesOf(ctx, rows, state, audit);
}

export async function resetStaffPasswords(
  ctx: AppContext,
  scope: AdminScope,
  userIds: number[],
  sealed: string,
  audit: AuditContext,
) {
  const rows = await requireUsersOfType(ctx.db, scope, userIds, STAFF);
  const hash = await initialPasswordHash(ctx, sealed);
  return resetPasswordsOf(
    ctx,
    rows.map((row) => row.id),
    hash,
    audit,
  );
}

/** An admin who could change their own grants could lock themselves out, or widen their own scope. */
function refuseOwnRights(scope: AdminScope, userId: number | undefined): void {
  if (userId === scope.userId) throw adminRefusal(ErrorCode.NotAllowed, 'ownRights');
}

const emptyLists: RoleLists = {
  teacherClassList: [],
  headTeacherClassList: [],
  manageSchoolList: [],
  manageAreaList: [],
  parentStudentList: [],
};

/** An area manager is a staff member with area-admin grants; saving one replaces only those grants, on areas in scope. */
export function saveAreaManager(
  ctx: AppContext,
  scope: AdminScope,
  input: Omit<TeacherSave, keyof RoleLists | 'schoolId'> & { manageAreaList: number[] },
  audit: AuditContext,
) {
  refuseOwnRights(scope, input.id);
  return saveStaff(ctx, scope, { ...input, ...emptyLists, manageAreaList: input.manageAreaList }, audit, [
    RoleCode.areaAdmin,
  ]);
}

/** Withdraws area-admin grants in scope (all, or the named regions); the account itself stays. */
export async function revokeAreaManager(
  ctx: AppContext,
  scope: AdminScope,
  userId: number,
  regionIds: number[] | undefined,
  audit: AuditContext,
) {
  refuseOwnRights(scope, userId);
  await requireUserOfType(ctx.db, scope, userId, STAFF);
  const grants = await ctx.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleCode, RoleCode.areaAdmin)));
  const revoked = grants.filter(
    (grant) => coversRegion(scope, grant.regionId) && (!regionIds || regionIds.includes(grant.regionId ?? 0)),
  );
  if (revoked.length === 0) throw notFound();
  return ctx.db.transaction(async (tx) => {
    await tx.delete(userRoles).where(
      inArray(
        userRoles.id,
        revoked.map((grant) => grant.id),
      ),
    );
    await auditBatch(tx, audit, {
      action: 'role.revoke',
      entityType: 'user',
      entries: [{ entityId: userId, before: { areaAdmin: revoked.map((grant) => grant.regionId) }, after: null }],
    });
    return revoked.length;
  });
}
