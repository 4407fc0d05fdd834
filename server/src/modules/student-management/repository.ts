import { and, asc, count, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, schools, users } from '../../db/schema/index.js';
import { likePattern } from '../people/schema.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import type { StudentFilter } from './types.js';

export const STUDENT = 1;

/** The students the scope covers, narrowed by the table's filters. */
export function studentWhere(scope: AdminScope, filter: StudentFilter): SQL | undefined {
  return and(
    eq(users.userType, STUDENT),
    classCondition(scope, users.classId, users.schoolId, users.provinceShardId),
    filter.keyword
      ? or(ilike(users.userName, likePattern(filter.keyword)), ilike(users.loginName, likePattern(filter.keyword)))
      : undefined,
    filter.schoolId === undefined ? undefined : eq(users.schoolId, filter.schoolId),
    filter.gradeId === undefined ? undefined : eq(users.gradeId, filter.gradeId),
    filter.classId === undefined ? undefined : eq(users.classId, filter.classId),
    filter.state === undefined ? undefined : eq(users.state, filter.state),
  );
}

const columns = {
  id: users.id,
  userName: users.userName,
  loginName: users.loginName,
  gender: users.gender,
  state: users.state,
  schoolId: users.schoolId,
  schoolName: schools.organizationName,
  gradeId: users.gradeId,
  gradeName: grades.name,
  classId: users.classId,
  className: classes.name,
  phone: users.phone,
  certificateType: users.certificateType,
  certificateCodeEncrypted: users.certificateCodeEncrypted,
  passwordIsInitial: users.passwordIsInitial,
};

function selectStudents(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(where);
}

export type StudentListRow = Awaited<ReturnType<typeof selectStudents>>[number];

export async function findStudentPage(
  db: Executor,
  where: SQL | undefined,
  page: { pageIndex: number; pageSize: number },
) {
  const [records, [total]] = await Promise.all([
    selectStudents(db, where)
      .orderBy(asc(users.classId), asc(users.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { records, total: total?.total ?? 0 };
}

/** Keyset pages in id order, so an export of 100 000 rows never holds more than one page. */
export async function* streamStudents(
  db: Executor,
  where: SQL | undefined,
  pageSize = 2000,
): AsyncGenerator<StudentListRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await selectStudents(db, and(where, gt(users.id, afterId)))
      .orderBy(asc(users.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    if (rows.length < pageSize) return;
  }
}
