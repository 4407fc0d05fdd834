import { and, desc, eq, exists, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, evaluationPlans, grades, planTaskGroups, schools, taskGroups } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { classCondition, type AdminScope } from '../scope/scope.js';

/** A task group that carries a report: its report year and evaluation batch are set. */
export interface ReportGroup {
  id: number;
  name: string;
  reportYear: string;
  evaluationBatch: string;
}

export interface ReportGroupFilter {
  id?: number | undefined;
  reportYear?: string | undefined;
  evaluationBatch?: string | undefined;
  /** Only groups taken by these classes (a condition over classes, their grades and schools). */
  classWhere?: SQL | undefined;
  /** Only groups earlier than this report, by report year then batch. */
  before?: ReportGroup | undefined;
}

/**
 * Whether a class in scope (and kept by `classWhere`) belongs to a grade whose plan holds the
 * group: a semi-join that stops at the first such class, as progress's groupsInScope does.
 */
function takenInScope(db: Executor, scope: AdminScope, classWhere: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(planTaskGroups)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, planTaskGroups.planId))
    .innerJoin(classes, eq(classes.gradeId, evaluationPlans.gradeId))
    .innerJoin(grades, eq(grades.id, classes.gradeId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(
      and(
        eq(planTaskGroups.taskGroupId, taskGroups.id),
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
        classWhere,
      ),
    );
}

/** The report groups a grade in the caller's scope takes part in, latest report first. */
export async function reportGroupsInScope(
  db: Executor,
  scope: AdminScope,
  filter: ReportGroupFilter = {},
): Promise<ReportGroup[]> {
  const { before } = filter;
  const rows = await db
    .select({
      id: taskGroups.id,
      name: taskGroups.name,
      reportYear: taskGroups.reportYear,
      evaluationBatch: taskGroups.evaluationBatch,
    })
    .from(taskGroups)
    .where(
      and(
        eq(taskGroups.provinceShardId, scope.provinceShardId),
        isNotNull(taskGroups.reportYear),
        isNotNull(taskGroups.evaluationBatch),
        filter.id === undefined ? undefined : eq(taskGroups.id, filter.id),
        filter.reportYear === undefined ? undefined : eq(taskGroups.reportYear, filter.reportYear),
        filter.evaluationBatch === undefined ? undefined : eq(taskGroups.evaluationBatch, filter.evaluationBatch),
        before &&
          sql`(${taskGroups.reportYear}, ${taskGroups.evaluationBatch}) < (${before.reportYear}, ${before.evaluationBatch})`,
        exists(takenInScope(db, scope, filter.classWhere)),
      ),
    )
    .orderBy(
      desc(taskGroups.reportYear),
      desc(taskGroups.evaluationBatch),
      desc(taskGroups.startTime),
      desc(taskGroups.id),
    );
  return rows.flatMap(({ reportYear, evaluationBatch, ...group }) =>
    reportYear === null || evaluationBatch === null ? [] : [{ ...group, reportYear, evaluationBatch }],
  );
}

/** A group without a report, or one no grade in scope takes part in, answers like a missing one. */
export async function requireReportGroup(db: Executor, scope: AdminScope, id: number): Promise<ReportGroup> {
  const [group] = await reportGroupsInScope(db, scope, { id });
  if (!group) throw notFound();
  return group;
}

export const reportRefOf = (group: ReportGroup) => ({
  taskGroupId: group.id,
  taskGroupName: group.name,
  reportYear: group.reportYear,
  evaluationBatch: group.evaluationBatch,
});
