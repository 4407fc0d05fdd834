import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { levelOfScore, type Locale, type ReportScopeQuery, type StudentMark } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, grades, reportClassScores, reportStudentScores, schools, users } from '../../db/schema/index.js';
import { pageOf } from '../progress/service.js';
import { takesGroup } from '../progress/repository.js';
import type { AdminScope } from '../scope/scope.js';
import { OVERALL } from './dimensions.js';
import { figureOf, noSums } from './figures.js';
import { publicationsForSchools } from './publication.js';
import { buildReport, type BuiltReport } from './report.js';
import { sumScores } from './scores.js';
import { resolveReportView, type ReportView } from './view.js';

// Numeric, so "2班" comes before "10班".
const byName = new Intl.Collator('zh-CN', { numeric: true });

interface ClassPlace {
  classId: number;
  className: string;
  gradeName: string;
  gradeLevel: number;
  schoolId: number;
  schoolName: string;
}

/** The node's classes in scope that take part in the group or hold scores of it, school by school. */
async function classesOf(db: Executor, view: ReportView): Promise<ClassPlace[]> {
  const hasScores = db
    .select({ one: sql`1` })
    .from(reportClassScores)
    .where(and(eq(reportClassScores.taskGroupId, view.group.id), eq(reportClassScores.classId, classes.id)));
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      gradeName: grades.name,
      gradeLevel: grades.gradeLevel,
      schoolId: schools.id,
      schoolName: schools.organizationName,
    })
    .from(classes)
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(view.classWhere, or(takesGroup(db, view.group.id), exists(hasScores))));
  return rows.sort(
    (a, b) =>
      byName.compare(a.schoolName, b.schoolName) ||
      a.schoolId - b.schoolId ||
      a.gradeLevel - b.gradeLevel ||
      byName.compare(a.className, b.className) ||
      a.classId - b.classId,
  );
}

const matches = (place: ClassPlace, keyword: string | undefined) =>
  !keyword || [place.className, place.gradeName, place.schoolName].some((name) => name.includes(keyword));

/** getPageClassesReport: a page of the node's classes, each with its overall figure and publication. */
export async function classList(
  db: Executor,
  scope: AdminScope,
  query: ReportScopeQuery & { keyword?: string | undefined; pageIndex: number; pageSize: number },
) {
  const view = await resolveReportView(db, scope, query);
  const listed = (await classesOf(db, view)).filter((place) => matches(place, query.keyword));
  const page = pageOf(listed, query);
  const ids = page.map((place) => place.classId);
  const sums =
    ids.length === 0
      ? []
      : await sumScores(
          db,
          view.group.id,
          and(inArray(reportClassScores.classId, ids), eq(reportClassScores.dimensionId, OVERALL)) ?? sql`false`,
          reportClassScores.classId,
        );
  const overall = new Map(sums.map((row) => [row.unitId, row.sums]));
  const publications = await publicationsForSchools(
    db,
    view.group.id,
    page.map((place) => place.schoolId),
  );
  return {
    rows: page.map((place) => ({
      classId: place.classId,
      className: place.className,
      gradeName: place.gradeName,
      schoolName: place.schoolName,
      overall: figureOf(overall.get(place.classId) ?? noSums()),
      publication: publications.get(place.schoolId) ?? { published: false, publishedAt: null },
    })),
    total: listed.length,
  };
}

/**
 * The class's students for its teachers, in name order and never ranked: those in the class now
 * and those who answered the report in it. A student with no score is "not taken", never zero.
 */
async function classStudents(db: Executor, taskGroupId: number, classId: number, className: string) {
  const s = reportStudentScores;
  // Each side read by its own index (the class's students now, the report's rows of the class):
  // as one OR, PostgreSQL reads every student of the province.
  const members = union(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.classId, classId), eq(users.state, 1))),
    db
      .select({ id: s.userId })
      .from(s)
      .where(and(eq(s.taskGroupId, taskGroupId), eq(s.classId, classId), eq(s.dimensionId, OVERALL))),
  ).as('members');
  const rows = await db
    .select({ studentId: users.id, userName: users.userName, loginName: users.loginName, overall: s.score })
    .from(members)
    .innerJoin(users, and(eq(users.id, members.id), eq(users.userType, 1)))
    .leftJoin(s, and(eq(s.taskGroupId, taskGroupId), eq(s.userId, users.id), eq(s.dimensionId, OVERALL)));
  return rows
    .sort((a, b) => byName.compare(a.userName, b.userName) || byName.compare(a.loginName, b.loginName))
    .map((row): StudentMark => ({
      studentId: row.studentId,
      userName: row.userName,
      loginName: row.loginName,
      className,
      taken: row.overall !== null,
      overall: row.overall,
      level: row.overall === null ? null : levelOfScore(row.overall),
    }));
}

/** getClassesReportByEachina: a class's report with its students. */
export async function classReport(
  db: Executor,
  scope: AdminScope,
  query: { taskGroupId: number; classId: number; baseTaskGroupId?: number | undefined },
  locale: Locale,
): Promise<BuiltReport & { students: StudentMark[] }> {
  const report = await buildReport(
    db,
    scope,
    {
      taskGroupId: query.taskGroupId,
      node: { kind: 'class', id: query.classId },
      baseTaskGroupId: query.baseTaskGroupId,
    },
    { locale, rows: 'below' },
  );
  const students = await classStudents(db, query.taskGroupId, query.classId, report.view.node.name);
  return { ...report, students };
}
