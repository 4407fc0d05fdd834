import { and, asc, count, countDistinct, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, grades, schools, taskStates, users } from '../../db/schema/index.js';
import { classCondition, schoolCondition, type AdminScope } from '../scope/scope.js';
import { activeStudentsIn, startOfPlatformDay } from './service.js';

export type BreakdownUnit = 'school' | 'class';

export interface BreakdownRow {
  id: number;
  name: string;
  classCount: number | null;
  studentCount: number;
  studentsFinishedToday: number;
  finishedToday: number;
}

interface Page {
  pageIndex: number;
  pageSize: number;
}

interface Unit {
  id: number;
  name: string;
}

const byId = <T extends { id: number | null }>(rows: T[]) => new Map(rows.map((row) => [row.id ?? 0, row]));

/**
 * The home's student figures (active students, completions since midnight platform time and
 * the students behind them) for the page's units, one grouped query each, keyed by unit id.
 */
async function studentFiguresOf(
  db: Executor,
  scope: AdminScope,
  now: Date,
  unitColumn: typeof users.schoolId | typeof users.classId,
  unitIds: number[],
) {
  const students = and(activeStudentsIn(scope), inArray(unitColumn, unitIds));
  const [enrolled, finished] = await Promise.all([
    db.select({ id: unitColumn, n: count() }).from(users).where(students).groupBy(unitColumn),
    db
      .select({ id: unitColumn, n: count(), students: countDistinct(taskStates.userId) })
      .from(taskStates)
      .innerJoin(users, eq(users.id, taskStates.userId))
      .where(and(gte(taskStates.finishedAt, startOfPlatformDay(now)), students))
      .groupBy(unitColumn),
  ]);
  return { enrolled: byId(enrolled), finished: byId(finished) };
}

function rowsOf(
  units: Unit[],
  figures: Awaited<ReturnType<typeof studentFiguresOf>>,
  classCounts: Map<number, { n: number }> | null,
): BreakdownRow[] {
  return units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    classCount: classCounts ? (classCounts.get(unit.id)?.n ?? 0) : null,
    studentCount: figures.enrolled.get(unit.id)?.n ?? 0,
    studentsFinishedToday: figures.finished.get(unit.id)?.students ?? 0,
    finishedToday: figures.finished.get(unit.id)?.n ?? 0,
  }));
}

/** Active schools in scope, as the home counts them, with their classes in scope. */
async function schoolBreakdown(db: Executor, scope: AdminScope, now: Date, page: Page) {
  const where = and(schoolCondition(scope, schools.id, schools.provinceShardId), eq(schools.state, 1));
  const [units, [total]] = await Promise.all([
    db
      .select({ id: schools.id, name: schools.organizationName })
      .from(schools)
      .where(where)
      .orderBy(asc(schools.organizationName), asc(schools.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(schools).where(where),
  ]);
  const ids = units.map((unit) => unit.id);
  if (ids.length === 0) return { unit: 'school' as const, records: [], total: total?.n ?? 0 };
  const [classCounts, figures] = await Promise.all([
    db
      .select({ id: classes.schoolId, n: count() })
      .from(classes)
      .where(
        and(
          classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
          inArray(classes.schoolId, ids),
        ),
      )
      .groupBy(classes.schoolId),
    studentFiguresOf(db, scope, now, users.schoolId, ids),
  ]);
  return { unit: 'school' as const, records: rowsOf(units, figures, byId(classCounts)), total: total?.n ?? 0 };
}

/** Classes in scope, named grade + class ("七年级1班") and listed in grade order. */
async function classBreakdown(db: Executor, scope: AdminScope, now: Date, page: Page) {
  const where = classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: classes.id, className: classes.name, gradeName: grades.name })
      .from(classes)
      .innerJoin(grades, eq(grades.id, classes.gradeId))
      .where(where)
      .orderBy(asc(grades.gradeLevel), asc(classes.name), asc(classes.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(classes).where(where),
  ]);
  const units = rows.map((row) => ({ id: row.id, name: `${row.gradeName}${row.className}` }));
  if (units.length === 0) return { unit: 'class' as const, records: [], total: total?.n ?? 0 };
  const figures = await studentFiguresOf(
    db,
    scope,
    now,
    users.classId,
    units.map((unit) => unit.id),
  );
  return { unit: 'class' as const, records: rowsOf(units, figures, null), total: total?.n ?? 0 };
}

/**
 * The classic home's table: the home's figures split per school for province and area scopes,
 * per class for school and class scopes, each figure defined as in `adminFiguresOf`.
 */
export async function homeBreakdownOf(
  db: Executor,
  scope: AdminScope,
  now: Date,
  page: Page,
): Promise<{ unit: BreakdownUnit; records: BreakdownRow[]; total: number }> {
  switch (scope.level) {
    case 'province':
    case 'area':
      return schoolBreakdown(db, scope, now, page);
    case 'school':
    case 'class':
      return classBreakdown(db, scope, now, page);
    default:
      return { unit: 'school', records: [], total: 0 };
  }
}
