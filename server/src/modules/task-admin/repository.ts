import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, users } from '../../db/schema/index.js';

/** The grade and class names of the given students, by student id. */
export async function findStudentClasses(db: Executor, studentIds: readonly number[]) {
  if (studentIds.length === 0) return new Map<number, { gradeName: string | null; className: string | null }>();
  const rows = await db
    .select({ studentId: users.id, gradeName: grades.name, className: classes.name })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .leftJoin(grades, eq(grades.id, classes.gradeId))
    .where(inArray(users.id, [...studentIds]));
  return new Map(rows.map(({ studentId, ...names }) => [studentId, names]));
}
