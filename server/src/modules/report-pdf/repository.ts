import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, files, grades, reportClassScores, resultResets, schools } from '../../db/schema/index.js';
import { REPORT_SET } from '../files/service.js';
import type { FileRow } from '../files/repository.js';
import type { Place } from '../student-reports/repository.js';

/** The caller's newest report PDF of that name made after the given time, if any. */
export async function findReportFileMadeAfter(
  db: Executor,
  ownerUserId: number,
  originalName: string,
  after: Date,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.setName, REPORT_SET),
        eq(files.originalName, originalName),
        eq(files.ownerUserId, ownerUserId),
        gt(files.createdAt, after),
      ),
    )
    .orderBy(desc(files.id))
    .limit(1);
  return row;
}

/**
 * When a figure a student report shows last changed: the newest class row of the report in the
 * student's district (their own scores and the class, school and district averages are all in it).
 */
export async function findFiguresChangedAt(db: Executor, taskGroupId: number, place: Place): Promise<Date | null> {
  const where: SQL[] = [];
  if (place.districtId !== null) where.push(eq(reportClassScores.districtId, place.districtId));
  else if (place.schoolId !== null) where.push(eq(reportClassScores.schoolId, place.schoolId));
  if (place.classId !== null) where.push(eq(reportClassScores.classId, place.classId));
  if (where.length === 0) return null;
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${reportClassScores.updatedAt})` })
    .from(reportClassScores)
    .where(and(eq(reportClassScores.taskGroupId, taskGroupId), or(...where)));
  return row?.at ? new Date(row.at) : null;
}

/** The student's latest reset in the report: it may have removed the only scores a class row had. */
export async function findLastResetAt(db: Executor, studentId: number, taskGroupId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${resultResets.createdAt})` })
    .from(resultResets)
    .where(and(eq(resultResets.studentId, studentId), eq(resultResets.taskGroupId, taskGroupId)));
  return row?.at ? new Date(row.at) : null;
}

export interface ClassPlace {
  /** "七年级1班": a class as a teacher names it. */
  label: string;
  schoolId: number;
  schoolName: string;
}

export async function findClassPlace(db: Executor, classId: number): Promise<ClassPlace | undefined> {
  const [row] = await db
    .select({
      className: classes.name,
      gradeName: grades.name,
      schoolId: schools.id,
      schoolName: schools.organizationName,
    })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, classId));
  return row && { label: `${row.gradeName}${row.className}`, schoolId: row.schoolId, schoolName: row.schoolName };
}
