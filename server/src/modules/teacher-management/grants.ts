import { eq, inArray } from 'drizzle-orm';
import { hasRole, isParentRole, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { parentStudent, userRoles } from '../../db/schema/index.js';
import { requireClass, requireRegion, requireSchool, requireUsersOfType } from '../scope/records.js';
import type { AdminScope } from '../scope/scope.js';
import { coversGrant } from './policy.js';
import type { RoleLists } from './types.js';

type NewGrant = typeof userRoles.$inferInsert;

/**
 * Turns the §3 role-choice lists into grants, refusing (as "not found") any class, school,
 * region or student outside the caller's scope. Disabled choices have no list, so they cannot be granted here.
 */
export async function grantsFromLists(db: Executor, scope: AdminScope, userId: number, lists: RoleLists) {
  const shard = scope.provinceShardId;
  const grants: NewGrant[] = [];
  for (const [roleCode, classIds] of [
    [RoleCode.teacher, lists.teacherClassList],
    [RoleCode.headmaster, lists.headTeacherClassList],
  ] as const) {
    for (const classId of new Set(classIds)) {
      const place = await requireClass(db, scope, classId);
      grants.push({ userId, roleCode, classId: place.id, schoolId: place.schoolId, provinceShardId: shard });
    }
  }
  for (const schoolId of new Set(lists.manageSchoolList)) {
    grants.push({
      userId,
      roleCode: RoleCode.schoolAdmin,
      schoolId: (await requireSchool(db, scope, schoolId)).id,
      provinceShardId: shard,
    });
  }
  for (const regionId of new Set(lists.manageAreaList)) {
    grants.push({
      userId,
      roleCode: RoleCode.areaAdmin,
      regionId: (await requireRegion(db, scope, regionId)).id,
      provinceShardId: shard,
    });
  }
  const children = await requireUsersOfType(db, scope, lists.parentStudentList, 1);
  return { grants, childIds: children.map((child) => child.id) };
}

/** Parent links are only added here; unbinding a child is the parents' own function. */
export const REPLACEABLE: readonly number[] = [
  RoleCode.teacher,
  RoleCode.headmaster,
  RoleCode.schoolAdmin,
  RoleCode.areaAdmin,
];

/**
 * Replaces the user's choosable grants that lie in the caller's scope; grants elsewhere
 * (another school's class, a disabled role) are left as they were.
 */
export async function replaceGrants(
  tx: Executor,
  scope: AdminScope,
  userId: number,
  next: { grants: NewGrant[]; childIds: number[] },
  roleCodes: readonly number[] = REPLACEABLE,
) {
  const current = await tx.select().from(userRoles).where(eq(userRoles.userId, userId));
  const mine = current.filter((grant) => hasRole(roleCodes, grant.roleCode) && coversGrant(scope, grant));
  if (mine.length > 0)
    await tx.delete(userRoles).where(
      inArray(
        userRoles.id,
        mine.map((grant) => grant.id),
      ),
    );
  if (next.grants.length > 0) await tx.insert(userRoles).values(next.grants);
  if (next.childIds.length > 0) {
    if (!current.some((grant) => isParentRole(grant.roleCode))) {
      await tx.insert(userRoles).values({ userId, roleCode: RoleCode.parent, provinceShardId: scope.provinceShardId });
    }
    await tx
      .insert(parentStudent)
      .values(
        next.childIds.map((studentId) => ({ parentId: userId, studentId, provinceShardId: scope.provinceShardId })),
      )
      .onConflictDoNothing();
  }
  return {
    removed: mine.map((grant) => ({
      roleCode: grant.roleCode,
      classId: grant.classId,
      schoolId: grant.schoolId,
      regionId: grant.regionId,
    })),
  };
}
