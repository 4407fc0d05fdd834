import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, parentStudent, schools, userRoles, users } from '../../db/schema/index.js';
import { likePattern } from '../people/schema.js';
import type { AdminScope } from '../scope/scope.js';
import type { UserQuery } from './types.js';

/** Customer service searches the whole province shard by name, account, phone or school. */
export function userQueryWhere(scope: AdminScope, query: UserQuery): SQL | undefined {
  return and(
    eq(users.provinceShardId, scope.provinceShardId),
    query.userName ? ilike(users.userName, likePattern(query.userName)) : undefined,
    query.loginName ? ilike(users.loginName, likePattern(query.loginName)) : undefined,
    query.phone ? eq(users.phone, query.phone) : undefined,
    query.schoolId === undefined ? undefined : eq(users.schoolId, query.schoolId),
    query.schoolName ? ilike(schools.organizationName, likePattern(query.schoolName)) : undefined,
    query.userType === undefined ? undefined : eq(users.userType, query.userType),
  );
}

const columns = {
  id: users.id,
  userName: users.userName,
  loginName: users.loginName,
  userType: users.userType,
  gender: users.gender,
  phone: users.phone,
  state: users.state,
  schoolId: users.schoolId,
  schoolName: schools.organizationName,
  gradeId: users.gradeId,
  gradeName: grades.name,
  classId: users.classId,
  className: classes.name,
  roleIds: sql<string>`coalesce((SELECT string_agg(DISTINCT role_code::text, ',') FROM user_roles WHERE user_id = ${users.id}), '')`,
  certificateType: users.certificateType,
  certificateCodeEncrypted: users.certificateCodeEncrypted,
  passwordIsInitial: users.passwordIsInitial,
};

function selectUsers(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(where);
}

export type CustomerUserRow = Awaited<ReturnType<typeof selectUsers>>[number];

export async function findUserPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    selectUsers(db, where)
      .orderBy(asc(users.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(users).leftJoin(schools, eq(schools.id, users.schoolId)).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

export async function findUserInShard(db: Executor, shard: number, userId: number) {
  const [row] = await selectUsers(db, and(eq(users.id, userId), eq(users.provinceShardId, shard)));
  return row;
}

export async function relativesOf(db: Executor, userId: number) {
  const links = await db
    .select({ parentId: parentStudent.parentId, studentId: parentStudent.studentId })
    .from(parentStudent)
    .where(or(eq(parentStudent.parentId, userId), eq(parentStudent.studentId, userId)));
  const ids = links.map((link) => (link.parentId === userId ? link.studentId : link.parentId));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, userName: users.userName, loginName: users.loginName })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The accounts of the shard among these ids, each with the role codes it holds. */
export async function findAccountsInShard(db: Executor, shard: number, userIds: readonly number[]) {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.provinceShardId, shard)));
  if (rows.length === 0) return [];
  const grants = await db
    .select({ userId: userRoles.userId, roleCode: userRoles.roleCode })
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    roleCodes: grants.filter((grant) => grant.userId === row.id).map((grant) => grant.roleCode),
  }));
}
