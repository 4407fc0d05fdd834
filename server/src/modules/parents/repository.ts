import { and, asc, eq, inArray } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, parentStudent, schools, userRoles, users } from '../../db/schema/index.js';

const ACTIVE = 1;

const childColumns = {
  id: users.id,
  userName: users.userName,
  loginName: users.loginName,
  gender: users.gender,
  avatar: users.avatar,
  schoolId: users.schoolId,
  schoolName: schools.organizationName,
  gradeId: users.gradeId,
  gradeName: grades.name,
  classId: users.classId,
  className: classes.name,
  provinceShardId: users.provinceShardId,
  certificateType: users.certificateType,
  certificateCodeEncrypted: users.certificateCodeEncrypted,
};

export type ChildRow = Awaited<ReturnType<typeof findChildren>>[number];

/** The parent's bound children, oldest binding first (the §4 "first linked child"). */
export async function findChildren(db: Executor, parentId: number, studentId?: number) {
  return db
    .select({ ...childColumns, boundAt: parentStudent.createdAt })
    .from(parentStudent)
    .innerJoin(users, eq(users.id, parentStudent.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(
      and(
        eq(parentStudent.parentId, parentId),
        studentId === undefined ? undefined : eq(parentStudent.studentId, studentId),
      ),
    )
    .orderBy(asc(parentStudent.createdAt), asc(parentStudent.studentId));
}

/** Active accounts holding the student role among the given ids. */
async function studentIdsAmong(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, ids), eq(userRoles.roleCode, RoleCode.student)));
  return new Set(rows.map((row) => row.userId));
}

export interface IdentityQuery {
  userName: string;
  schoolId: number;
  certificateType: number;
  certificateCodeHash: string;
}

/** Student accounts whose name, school and certificate all match (a child may hold several accounts). */
export async function findStudentsByIdentity(db: Executor, query: IdentityQuery) {
  const rows = await db
    .select({
      id: users.id,
      loginName: users.loginName,
      userName: users.userName,
      gradeName: grades.name,
      className: classes.name,
      provinceShardId: users.provinceShardId,
    })
    .from(users)
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(
      and(
        eq(users.userName, query.userName),
        eq(users.schoolId, query.schoolId),
        eq(users.certificateType, query.certificateType),
        eq(users.certificateCodeHash, query.certificateCodeHash),
        eq(users.state, ACTIVE),
      ),
    )
    .orderBy(asc(users.loginName));
  const students = await studentIdsAmong(
    db,
    rows.map((row) => row.id),
  );
  return rows.filter((row) => students.has(row.id));
}

export async function isActiveStudent(db: Executor, userId: number, state: number): Promise<boolean> {
  return state === ACTIVE && (await studentIdsAmong(db, [userId])).has(userId);
}

export async function insertLink(db: Executor, link: { parentId: number; studentId: number; provinceShardId: number }) {
  const rows = await db.insert(parentStudent).values(link).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteLink(db: Executor, parentId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .delete(parentStudent)
    .where(and(eq(parentStudent.parentId, parentId), eq(parentStudent.studentId, studentId)))
    .returning();
  return rows.length > 0;
}

/** Everyone bound to the child (two parents per child is normal). */
export async function findParentsOf(db: Executor, studentId: number) {
  return db
    .select({ parentId: users.id, userName: users.userName, boundAt: parentStudent.createdAt })
    .from(parentStudent)
    .innerJoin(users, eq(users.id, parentStudent.parentId))
    .where(eq(parentStudent.studentId, studentId))
    .orderBy(asc(parentStudent.createdAt), asc(users.id));
}
