import { and, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { activities, classes, classProgress, grades, reportClassScores, schools } from '../../db/schema/index.js';
import { takesGroup } from '../progress/repository.js';
import type { Sums } from './figures.js';

/*
 * Reads of the class sums (report_class_scores, kept by the triggers of migration 0015): every
 * figure above a student is added up here, per unit and dimension, so an area report reads a
 * few rows per class instead of a row per student.
 */

const c = reportClassScores;
const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const SUMS = {
  students: total(c.students),
  sum: total(c.scoreSum),
  level1: total(c.level1),
  level2: total(c.level2),
  level3: total(c.level3),
  level4: total(c.level4),
};

type SumRow = { [K in keyof typeof SUMS]: number };

const sumsOf = (row: SumRow): Sums => ({
  students: row.students,
  sum: row.sum,
  levels: [row.level1, row.level2, row.level3, row.level4],
});

export interface UnitSums {
  /** The unit's id in the grouping column; null when summed over the whole node. */
  unitId: number | null;
  dimensionId: string;
  parentDimensionId: string | null;
  sums: Sums;
  changedAt: Date | null;
}

/** The class sums `where` keeps, added up per dimension and per value of `unitColumn` (if any). */
export async function sumScores(
  db: Executor,
  taskGroupId: number,
  where: SQL,
  unitColumn: PgColumn | null,
): Promise<UnitSums[]> {
  const keys = unitColumn ? [unitColumn, c.dimensionId] : [c.dimensionId];
  const rows = await db
    .select({
      unitId: unitColumn ? sql<number | null>`${unitColumn}` : sql<null>`null`,
      dimensionId: c.dimensionId,
      parentDimensionId: sql<string | null>`min(${c.parentDimensionId})`,
      changedAt: max(c.updatedAt),
      ...SUMS,
    })
    .from(c)
    .where(and(eq(c.taskGroupId, taskGroupId), where))
    .groupBy(...keys);
  return rows.map((row) => ({
    unitId: row.unitId === null ? null : Number(row.unitId),
    dimensionId: row.dimensionId,
    parentDimensionId: row.parentDimensionId,
    sums: sumsOf(row),
    changedAt: row.changedAt,
  }));
}

/** The sums of a school (when given) and of its district, per dimension: what a node compares with. */
export interface ComparisonSums {
  school: Map<string, Sums>;
  district: Map<string, Sums>;
}

export async function comparisonSums(
  db: Executor,
  taskGroupId: number,
  place: { schoolId: number | null; districtId: number },
  gradeFilter: SQL | undefined,
): Promise<ComparisonSums> {
  const inSchool = place.schoolId === null ? sql`false` : sql`${c.schoolId} = ${place.schoolId}`;
  const filtered = (column: PgColumn) =>
    sql<number>`coalesce(sum(${column}) FILTER (WHERE ${inSchool}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      dimensionId: c.dimensionId,
      ...SUMS,
      schoolStudents: filtered(c.students),
      schoolSum: filtered(c.scoreSum),
    })
    .from(c)
    .where(and(eq(c.taskGroupId, taskGroupId), eq(c.districtId, place.districtId), gradeFilter))
    .groupBy(c.dimensionId);
  const noLevels: Sums['levels'] = [0, 0, 0, 0];
  return {
    district: new Map(rows.map((row) => [row.dimensionId, sumsOf(row)])),
    school: new Map(
      rows.map((row) => [row.dimensionId, { students: row.schoolStudents, sum: row.schoolSum, levels: noLevels }]),
    ),
  };
}

/**
 * Students the plans include under the node: the progress counters' participants (a student
 * takes part in all of a group's activities or none, so pairs ÷ activities), as the assessment
 * summary counts them.
 */
export async function countIncluded(db: Executor, taskGroupId: number, classWhere: SQL): Promise<number> {
  const [activityCount] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.taskGroupId, taskGroupId));
  const perGroup = activityCount?.n ?? 0;
  if (perGroup === 0) return 0;
  // The classes as a set to match the counters against: joined row by row, a province's
  // counters probed the grades once per class and activity.
  const classIds = db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(classWhere, takesGroup(db, taskGroupId)));
  const [row] = await db
    .select({ pairs: total(classProgress.participants) })
    .from(classProgress)
    .where(and(eq(classProgress.taskGroupId, taskGroupId), inArray(classProgress.classId, classIds)));
  return Math.round((row?.pairs ?? 0) / perGroup);
}
