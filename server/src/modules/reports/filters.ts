import { and, asc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  appRoutes,
  DictType,
  gradeName,
  phaseOfGrade,
  SCHOOL_PHASES,
  type Locale,
  type ReportType,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, evaluationPlans, grades, planTaskGroups, taskGroups } from '../../db/schema/index.js';
import type { LocalizedText } from '../../platform/app-error.js';
import { findDictRows } from '../dict/repository.js';
import { localValue } from '../dict/service.js';
import { loadRegions } from '../progress/repository.js';
import { resolveView } from '../progress/view.js';
import { requireSchool } from '../scope/records.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { reportGroupsInScope, reportRefOf } from './groups.js';
import { publicationOfChain } from './publication.js';

/** The report pages (§2) and who reads which, by the reach of the role (docs/decisions.md, "Menus"). */
const REPORT_PAGES: Record<ReportType, { path: string; name: LocalizedText }> = {
  area: { path: appRoutes.areaReport, name: { 'zh-CN': '区域报告', 'en-US': 'Area report' } },
  school: { path: appRoutes.schoolReport, name: { 'zh-CN': '学校报告', 'en-US': 'School report' } },
  exclusive: { path: appRoutes.exclusiveReport, name: { 'zh-CN': '校本特色报告', 'en-US': "School's own report" } },
  classes: { path: appRoutes.classesReport, name: { 'zh-CN': '班级报告', 'en-US': 'Class report' } },
  develop: { path: appRoutes.develop, name: { 'zh-CN': '发展情况', 'en-US': 'Development' } },
  student: { path: appRoutes.stuReport, name: { 'zh-CN': '学生报告', 'en-US': 'Student report' } },
};

const TYPES_BY_LEVEL: Record<AdminScope['level'], readonly ReportType[]> = {
  province: [],
  area: ['area', 'school', 'classes', 'develop', 'student'],
  school: ['school', 'exclusive', 'classes', 'develop', 'student'],
  class: ['classes', 'develop', 'student'],
  none: [],
};

/** queryReportType: the report pages the caller's role reads, each with its page. */
export function reportTypes(scope: AdminScope, locale: Locale) {
  return TYPES_BY_LEVEL[scope.level].map((reportType) => ({
    reportType,
    name: REPORT_PAGES[reportType].name[locale],
    path: REPORT_PAGES[reportType].path,
  }));
}

/**
 * getReportGrad: the grade levels in scope whose plan holds a report of the year, and the one
 * named `currentGradName` (else the first) as the default.
 */
export async function reportGrades(
  db: Executor,
  scope: AdminScope,
  query: { reportYear: string; currentGradName?: string | undefined },
) {
  const hasReport = db
    .select({ one: sql`1` })
    .from(planTaskGroups)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .innerJoin(taskGroups, eq(taskGroups.id, planTaskGroups.taskGroupId))
    .where(
      and(
        eq(evaluationPlans.gradeId, grades.id),
        eq(taskGroups.reportYear, query.reportYear),
        isNotNull(taskGroups.evaluationBatch),
      ),
    );
  const rows = await db
    .selectDistinct({ gradeLevel: grades.gradeLevel })
    .from(grades)
    .innerJoin(classes, eq(classes.gradeId, grades.id))
    .where(and(classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId), exists(hasReport)))
    .orderBy(asc(grades.gradeLevel));
  const list = rows.map((row) => ({ gradeLevel: row.gradeLevel, gradeName: gradeName(row.gradeLevel) }));
  const current = list.find((grade) => grade.gradeName === query.currentGradName) ?? list[0];
  return { grades: list, currentGradeLevel: current?.gradeLevel ?? null };
}

/** findReportEvaluationBatch: the batches of the year that reports in scope have, named by the dictionary in the reader's locale. */
export async function reportBatches(db: Executor, scope: AdminScope, reportYear: string, locale: Locale) {
  const groups = await reportGroupsInScope(db, scope, { reportYear });
  const batches = new Set(groups.map((group) => group.evaluationBatch));
  const dictionary = await findDictRows(db, DictType.evaluationBatch);
  const named = dictionary.filter((row) => batches.has(row.dictKey));
  const unnamed = [...batches].filter((batch) => !named.some((row) => row.dictKey === batch)).sort();
  return [
    ...named.map((row) => ({ evaluationBatch: row.dictKey, name: localValue(row, locale) })),
    ...unnamed.map((batch) => ({ evaluationBatch: batch, name: batch })),
  ];
}

/**
 * findReportGroupInfoName: the reports of the year and batch in scope, latest first, each with
 * its publication for the caller's own node (their area or school).
 */
export async function reportGroupNames(
  db: Executor,
  scope: AdminScope,
  filter: { reportYear?: string | undefined; evaluationBatch?: string | undefined },
) {
  const groups = await reportGroupsInScope(db, scope, filter);
  const { chain } = await resolveView(db, scope, await loadRegions(db, scope.provinceShardId), undefined);
  return Promise.all(
    groups.map(async (group) => ({
      ...reportRefOf(group),
      publication: await publicationOfChain(db, group.id, chain),
    })),
  );
}

/** selectCurrentPhaseIdByOrgId: a school's phases (学段) with its grade levels, the lowest first as the default. */
export async function schoolPhases(db: Executor, scope: AdminScope, schoolId: number) {
  const school = await requireSchool(db, scope, schoolId);
  const rows = await db
    .selectDistinct({ gradeLevel: grades.gradeLevel })
    .from(grades)
    .where(
      and(
        eq(grades.schoolId, school.id),
        // A teacher's phases are those of their classes' grades.
        scope.classIds === null
          ? undefined
          : inArray(
              grades.id,
              db.select({ id: classes.gradeId }).from(classes).where(inArray(classes.id, scope.classIds)),
            ),
      ),
    )
    .orderBy(asc(grades.gradeLevel));
  const levels = rows.map((row) => row.gradeLevel);
  const phases = SCHOOL_PHASES.map((phase) => ({
    phaseId: phase.phaseId,
    gradeLevels: levels.filter((level) => phaseOfGrade(level) === phase.phaseId),
  })).filter((phase) => phase.gradeLevels.length > 0);
  return { phaseId: phases[0]?.phaseId ?? SCHOOL_PHASES[0].phaseId, phases };
}
