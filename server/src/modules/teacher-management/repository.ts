import { and, asc, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, parentStudent, regions, schools, userRoles, users } from '../../db/schema/index.js';
import { likePattern } from '../people/schema.js';
import { schoolCondition, type AdminScope } from '../scope/scope.js';
import type { TeacherFilter } from './types.js';

export const STAFF = 0;

export function teacherWhere(scope: AdminScope, filter: TeacherFilter): SQL | undefined {
  return and(
    eq(users.userType, STAFF),
    scope.classIds === null ? schoolCondition(scope, users.schoolId, users.provinceShardId) : sql`false`,
    filter.keyword
      ? or(ilike(users.userName, likePattern(filter.keyword)), ilike(users.loginName, likePattern(filter.keyword)))
      : undefined,
    filter.schoolId === undefined ? undefined : eq(users.schoolId, filter.schoolId),
    filter.state === undefined ? undefined : eq(users.state, filter.state),
  );
}

const columns = {
  id: users.id,
  userName: users.userName,
  loginName: users.loginName,
  gender: users.gender,
  phone: users.phone,
  state: users.state,
  schoolId: users.schoolId,
  schoolName: schools.organizationName,
  passwordIsInitial: users.passwordIsInitial,
};

function selectStaff(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(users).leftJoin(schools, eq(schools.id, users.schoolId)).where(where);
}

export type StaffRow = Awaited<ReturnType<typeof selectStaff>>[number];

export async function findStaffPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    selectStaff(db, where)
      .orderBy(asc(users.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

export async function* streamStaff(db: Executor, where: SQL | undefined, pageSize = 2000): AsyncGenerator<StaffRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await selectStaff(db, and(where, gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    if (rows.length < pageSize) return;
  }
}

export interface Grant {
  userId: number;
  roleCode: number;
  targetId: number;
  name: string;
}

/** Every grant of the users with the name of what it covers (class as grade + class, school, region). */
export async function grantsOf(db: Executor, userIds: readonly number[]): Promise<Grant[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: userRoles.userId,
      roleCode: userRoles.roleCode,
      classId: userRoles.classId,
      schoolId: userRoles.schoolId,
      regionId: userRoles.regionId,
      className: classes.name,
      gradeName: grades.name,
      schoolName: schools.organizationName,
      regionName: regions.name,
    })
    .from(userRoles)
    .leftJoin(classes, eq(classes.id, userRoles.classId))
    .leftJoin(grades, eq(grades.id, classes.gradeId))
    .leftJoin(schools, eq(schools.id, userRoles.schoolId))
    .leftJoin(regions, eq(regions.id, userRoles.regionId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(userRoles.id));
  const children = await db
    .select({ userId: parentStudent.parentId, targetId: users.id, name: users.userName })
    .from(parentStudent)
    .innerJoin(users, eq(users.id, parentStudent.studentId))
    .where(inArray(parentStudent.parentId, [...userIds]));
  return [
    ...rows.map((row) => {
      if (row.classId !== null)
        return {
          userId: row.userId,
          roleCode: row.roleCode,
          targetId: row.classId,
          name: `${row.gradeName ?? ''}${row.className ?? ''}`,
        };
      if (row.schoolId !== null)
        return { userId: row.userId, roleCode: row.roleCode, targetId: row.schoolId, name: row.schoolName ?? '' };
      return { userId: row.userId, roleCode: row.roleCode, targetId: row.regionId ?? 0, name: row.regionName ?? '' };
    }),
    ...children.map((child) => ({ ...child, roleCode: RoleCode.parent })),
  ];
}
