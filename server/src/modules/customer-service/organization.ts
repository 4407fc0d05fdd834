import { and, asc, eq, sql } from 'drizzle-orm';
import { classes, grades, users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { requireSchool } from '../scope/records.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

/** A school's grades with their classes in scope (a teacher sees only their classes), for pickers and the move dialog. */
export async function organizationByGrade(
  ctx: AppContext,
  scope: AdminScope,
  input: { schoolId: number; gradeId?: number | undefined },
) {
  const school = await requireSchool(ctx.db, scope, input.schoolId);
  const rows = await ctx.db
    .select({
      gradeId: grades.id,
      gradeName: grades.name,
      gradeLevel: grades.gradeLevel,
      classId: classes.id,
      className: classes.name,
      studentCount: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.classId} = ${classes.id} AND ${users.userType} = 1)`,
    })
    .from(grades)
    .innerJoin(classes, eq(classes.gradeId, grades.id))
    .where(
      and(
        eq(grades.schoolId, school.id),
        input.gradeId === undefined ? undefined : eq(grades.id, input.gradeId),
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
      ),
    )
    .orderBy(asc(grades.gradeLevel), asc(classes.name), asc(classes.id));
  const byGrade = new Map<
    number,
    {
      gradeId: number;
      gradeName: string;
      gradeLevel: number;
      classes: { classId: number; className: string; studentCount: number }[];
    }
  >();
  for (const row of rows) {
    const grade = byGrade.get(row.gradeId) ?? {
      gradeId: row.gradeId,
      gradeName: row.gradeName,
      gradeLevel: row.gradeLevel,
      classes: [],
    };
    grade.classes.push({ classId: row.classId, className: row.className, studentCount: row.studentCount });
    byGrade.set(row.gradeId, grade);
  }
  return [...byGrade.values()];
}
