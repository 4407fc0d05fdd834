import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  classes,
  grades,
  reportClassScores,
  reportPopups,
  reportReads,
  reportStudentScores,
  schools,
  taskGroups,
} from '../../db/schema/index.js';

/** Where a student was when they answered a report's activities (or is now, when they have not). */
export interface Place {
  classId: number | null;
  gradeId: number | null;
  schoolId: number | null;
  districtId: number | null;
}

/** A task group that carries a report: its report year and evaluation batch are set. */
export interface ReportGroup {
  id: number;
  name: string;
  reportYear: string;
  evaluationBatch: string;
  startTime: Date;
}

export interface TakenGroup {
  taskGroupId: number;
  place: Place;
  lastChangedAt: Date;
}

export interface ScoreRow {
  dimensionId: string;
  parentDimensionId: string | null;
  score: number;
}

/** A group's sums for one dimension over the student's class, school and district. */
export interface ComparisonSums {
  dimensionId: string;
  parentDimensionId: string | null;
  class: { students: number; sum: number };
  school: { students: number; sum: number };
  district: { students: number; sum: number };
}

export async function findReportGroups(db: Executor, ids: readonly number[]): Promise<ReportGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: taskGroups.id,
      name: taskGroups.name,
      reportYear: taskGroups.reportYear,
      evaluationBatch: taskGroups.evaluationBatch,
      startTime: taskGroups.startTime,
    })
    .from(taskGroups)
    .where(
      and(inArray(taskGroups.id, [...ids]), isNotNull(taskGroups.reportYear), isNotNull(taskGroups.evaluationBatch)),
    );
  return rows.flatMap((row) =>
    row.reportYear === null || row.evaluationBatch === null
      ? []
      : [{ ...row, reportYear: row.reportYear, evaluationBatch: row.evaluationBatch }],
  );
}

/**
 * The groups the student has report scores in, each with where they answered and when a figure
 * last changed. Every row of a (student, group) carries the same place (the triggers of 0015).
 */
export async function findTakenGroups(db: Executor, studentId: number): Promise<TakenGroup[]> {
  const s = reportStudentScores;
  const rows = await db
    .select({
      taskGroupId: s.taskGroupId,
      classId: sql<number | null>`min(${s.classId})`,
      gradeId: sql<number | null>`min(${s.gradeId})`,
      schoolId: sql<number | null>`min(${s.schoolId})`,
      districtId: sql<number | null>`min(${s.districtId})`,
      lastChangedAt: sql<Date>`max(${s.updatedAt})`.mapWith(s.updatedAt),
    })
    .from(s)
    .where(eq(s.userId, studentId))
    .groupBy(s.taskGroupId);
  return rows.map(({ taskGroupId, lastChangedAt, ...place }) => ({ taskGroupId, place, lastChangedAt }));
}

export async function findDistrictOfSchool(db: Executor, schoolId: number | null): Promise<number | null> {
  if (schoolId === null) return null;
  const [row] = await db.select({ districtId: schools.districtId }).from(schools).where(eq(schools.id, schoolId));
  return row?.districtId ?? null;
}

export async function findStudentScores(db: Executor, studentId: number, taskGroupId: number): Promise<ScoreRow[]> {
  const s = reportStudentScores;
  return db
    .select({ dimensionId: s.dimensionId, parentDimensionId: s.parentDimensionId, score: s.score })
    .from(s)
    .where(and(eq(s.userId, studentId), eq(s.taskGroupId, taskGroupId)));
}

/** Students and score sum over the class rows a condition keeps. */
const sumWhere = (condition: SQL) => ({
  students: sql<number>`coalesce(sum(${reportClassScores.students}) FILTER (WHERE ${condition}), 0)`.mapWith(Number),
  sum: sql<number>`coalesce(sum(${reportClassScores.scoreSum}) FILTER (WHERE ${condition}), 0)`.mapWith(Number),
});

const isUnit = (column: PgColumn, id: number | null): SQL => (id === null ? sql`false` : sql`${column} = ${id}`);

/** The group's class sums added up per dimension for the place's class, school and district. */
export async function findComparisonSums(db: Executor, taskGroupId: number, place: Place): Promise<ComparisonSums[]> {
  const c = reportClassScores;
  const inClass = isUnit(c.classId, place.classId);
  const inSchool = isUnit(c.schoolId, place.schoolId);
  const inDistrict = isUnit(c.districtId, place.districtId);
  const [ofClass, ofSchool, ofDistrict] = [sumWhere(inClass), sumWhere(inSchool), sumWhere(inDistrict)];
  const rows = await db
    .select({
      dimensionId: c.dimensionId,
      parentDimensionId: sql<string | null>`min(${c.parentDimensionId})`,
      classStudents: ofClass.students,
      classSum: ofClass.sum,
      schoolStudents: ofSchool.students,
      schoolSum: ofSchool.sum,
      districtStudents: ofDistrict.students,
      districtSum: ofDistrict.sum,
    })
    .from(c)
    .where(and(eq(c.taskGroupId, taskGroupId), or(inClass, inSchool, inDistrict)))
    .groupBy(c.dimensionId);
  return rows.map((row) => ({
    dimensionId: row.dimensionId,
    parentDimensionId: row.parentDimensionId,
    class: { students: row.classStudents, sum: row.classSum },
    school: { students: row.schoolStudents, sum: row.schoolSum },
    district: { students: row.districtStudents, sum: row.districtSum },
  }));
}

/** The class, grade and school names of a place (each null when unknown). */
export async function findPlaceNames(db: Executor, place: Place) {
  const [classRow] =
    place.classId === null
      ? []
      : await db.select({ name: classes.name }).from(classes).where(eq(classes.id, place.classId));
  const [gradeRow] =
    place.gradeId === null
      ? []
      : await db.select({ name: grades.name }).from(grades).where(eq(grades.id, place.gradeId));
  const [schoolRow] =
    place.schoolId === null
      ? []
      : await db.select({ name: schools.organizationName }).from(schools).where(eq(schools.id, place.schoolId));
  return {
    className: classRow?.name ?? null,
    gradeName: gradeRow?.name ?? null,
    schoolName: schoolRow?.name ?? null,
  };
}

/** The groups of the student's reports this reader has opened. */
export async function findGroupsReadBy(db: Executor, studentId: number, readerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ taskGroupId: reportReads.taskGroupId })
    .from(reportReads)
    .where(and(eq(reportReads.studentId, studentId), eq(reportReads.readerId, readerId)));
  return new Set(rows.map((row) => row.taskGroupId));
}

export interface ReadKey {
  taskGroupId: number;
  studentId: number;
  readerId: number;
  readerKind: 'student' | 'parent';
  provinceShardId: number;
}

/** Records an opening: the first keeps its time, every one moves the last. */
export async function upsertRead(db: Executor, key: ReadKey, at: Date): Promise<Date> {
  const [row] = await db
    .insert(reportReads)
    .values({ ...key, firstReadAt: at, lastReadAt: at })
    .onConflictDoUpdate({
      target: [reportReads.taskGroupId, reportReads.studentId, reportReads.readerId],
      set: { lastReadAt: at },
    })
    .returning({ lastReadAt: reportReads.lastReadAt });
  return row?.lastReadAt ?? at;
}

export interface PopupKey {
  userId: number;
  taskGroupId: number;
  studentId: number;
}

export async function hasPopup(db: Executor, key: PopupKey): Promise<boolean> {
  const [row] = await db
    .select({ userId: reportPopups.userId })
    .from(reportPopups)
    .where(
      and(
        eq(reportPopups.userId, key.userId),
        eq(reportPopups.taskGroupId, key.taskGroupId),
        eq(reportPopups.studentId, key.studentId),
      ),
    );
  return row !== undefined;
}

export async function insertPopup(db: Executor, key: PopupKey, provinceShardId: number, at: Date): Promise<void> {
  await db
    .insert(reportPopups)
    .values({ ...key, shownAt: at, provinceShardId })
    .onConflictDoNothing();
}
