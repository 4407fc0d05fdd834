import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, reportClassPairs, schools } from '../../db/schema/index.js';
import { underNode } from '../progress/view.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { reportGroupsInScope, requireReportGroup, type ReportGroup } from './groups.js';
import { reportRefusal } from './messages.js';
import type { Moments } from './value-added.js';
import { districtOf, type ReportView } from './view.js';

/**
 * The report a view's value-added starts from: the one asked for (a report in scope, not this
 * one), else the latest earlier report, by year and batch, that a grade of the node took.
 */
export async function baselineOf(
  db: Executor,
  scope: AdminScope,
  view: ReportView,
  requested: number | undefined,
): Promise<ReportGroup | null> {
  if (requested !== undefined) {
    if (requested === view.group.id) throw reportRefusal(ErrorCode.NotAllowed, 'baselineIsReport');
    return requireReportGroup(db, scope, requested);
  }
  const [latest] = await reportGroupsInScope(db, scope, { before: view.group, classWhere: view.classWhere });
  return latest ?? null;
}

/**
 * Paired sums on one dimension of a class, or of a school (class and grade null), with where
 * the students answered the later report.
 */
export interface PairedMoments {
  classId: number | null;
  gradeId: number | null;
  schoolId: number | null;
  districtId: number | null;
  dimensionId: string;
  moments: Moments;
}

/**
 * The students a view's value-added is fitted on: every student of the node's district (the
 * node itself above a district) with a score in both reports, in the node's grade level when it
 * has one. Wider than the caller's scope on purpose: only the line through them is used.
 */
export function populationWhere(scope: AdminScope, view: ReportView): SQL | undefined {
  const district = districtOf(view);
  const level = view.gradeLevel ?? view.nodeGradeLevel;
  const aboveDistrict = view.node.kind === 'region' && district?.id !== view.node.id;
  return and(
    eq(classes.provinceShardId, scope.provinceShardId),
    underNode(view.regions, district ?? view.node),
    aboveDistrict ? classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId) : undefined,
    level === null ? undefined : eq(grades.gradeLevel, level),
  );
}

const p = reportClassPairs;
const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const least = (column: PgColumn) => sql<number | null>`min(${column})`;

/**
 * Per class (or per school: `by`) of the population and per aspect (and overall): the paired
 * sums of the students in the baseline (before) and the report (after), grouped by where they
 * answered the report. Read from the pairs the triggers of migration 0019 keep per class, by
 * the (report, class, baseline) key, so no student row is read.
 */
export async function pairMoments(
  db: Executor,
  report: ReportGroup,
  baseline: ReportGroup,
  population: SQL | undefined,
  by: 'class' | 'school',
): Promise<PairedMoments[]> {
  const classIds = db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(population);
  const byClass = by === 'class';
  const rows = await db
    .select({
      classId: byClass ? sql<number | null>`${p.classId}` : sql<null>`null`,
      gradeId: byClass ? least(p.gradeId) : sql<null>`null`,
      schoolId: least(p.schoolId),
      districtId: least(p.districtId),
      dimensionId: p.dimensionId,
      paired: total(p.paired),
      before: total(p.beforeSum),
      after: total(p.afterSum),
      beforeSquares: total(p.beforeSquareSum),
      products: total(p.productSum),
    })
    .from(p)
    .where(and(eq(p.taskGroupId, report.id), eq(p.baseTaskGroupId, baseline.id), inArray(p.classId, classIds)))
    .groupBy(...(byClass ? [p.classId] : [p.schoolId, p.districtId]), p.dimensionId);
  return rows.map(({ classId, gradeId, schoolId, districtId, dimensionId, ...moments }) => ({
    classId: num(classId),
    gradeId: num(gradeId),
    schoolId: num(schoolId),
    districtId: num(districtId),
    dimensionId,
    moments,
  }));
}

const num = (value: number | string | null) => (value === null ? null : Number(value));
