import { ErrorCode, type ProgressStatus } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/refusal.js';
import { toCounts } from '../progress/counts.js';
import { recomputeStudentPairs } from '../progress/recompute.js';
import { filterStudents, studentRows, type StudentRow } from '../progress/rows.js';
import { pageOf } from '../progress/service.js';
import { sameNode, type ProgressNode } from '../progress/tree.js';
import type { NodeRef } from '../progress/view.js';
import type { AdminScope } from '../scope/scope.js';
import { activitiesOfGroups, type ActivityRow } from '../task-groups/visibility.js';
import { classesUnder, openGroupNode, type GroupNode } from './group-node.js';
import { taskAdminRefusal } from './messages.js';
import { activityNameOf } from './presenter.js';
import { findStudentClasses } from './repository.js';

interface SchoolStudentsQuery {
  tgiId: number;
  schoolId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
  keyword?: string | undefined;
  status?: ProgressStatus | undefined;
  activityStatus?: ProgressStatus | undefined;
  pageIndex: number;
  pageSize: number;
}

/** The units named, deepest first. */
function namedUnits(query: SchoolStudentsQuery): NodeRef[] {
  const units: NodeRef[] = [];
  if (query.classId) units.push({ kind: 'class', id: query.classId });
  if (query.gradeId) units.push({ kind: 'grade', id: query.gradeId });
  if (query.schoolId) units.push({ kind: 'school', id: query.schoolId });
  return units;
}

/**
 * The unit the students are listed under: the deepest one named, which the others must hold
 * (another school's grade answers like a missing one), else the caller's root. It is a school
 * at most, so one call never recomputes a district.
 */
async function openStudentsUnit(db: Executor, scope: AdminScope, query: SchoolStudentsQuery) {
  const [deepest, ...above] = namedUnits(query);
  const opened = await openGroupNode(db, scope, query.tgiId, deepest);
  if (above.some((unit) => !opened.chain.some((step) => sameNode(step, unit)))) throw notFound();
  const node = opened.chain.at(-1);
  if (!node || node.kind === 'region') throw taskAdminRefusal(ErrorCode.ValidationFailed, 'chooseSchool');
  return { ...opened, node };
}

/** Student rows under the unit, as progressDetail computes a class's, of one activity or all of the group's. */
async function rowsUnder(
  db: Executor,
  scope: AdminScope,
  unit: GroupNode & { node: ProgressNode },
  taskGroupId: number,
  activityId?: number,
) {
  const classWhere = classesUnder(db, scope, taskGroupId, unit.regions, unit.node);
  return studentRows(await recomputeStudentPairs(db, { taskGroupId, activityId }, classWhere));
}

/** Each student's state on each activity, in the group's order. */
async function activityStatuses(
  db: Executor,
  scope: AdminScope,
  unit: GroupNode & { node: ProgressNode },
  taskGroupId: number,
  activities: readonly ActivityRow[],
) {
  const tables = await Promise.all(activities.map((activity) => rowsUnder(db, scope, unit, taskGroupId, activity.id)));
  const statusOf = tables.map((table) => new Map(table.rows.map((row) => [row.studentId, row.status])));
  return (row: StudentRow) =>
    activities.map((activity, index) => ({
      activityId: activity.id,
      // The tables are read apart: a student who left the unit between the reads has no row here.
      status: statusOf[index]?.get(row.studentId) ?? ('notTakingPart' as const),
    }));
}

/** Students under a unit of the caller's scope with their figures on the task group and their state on each activity. */
export async function schoolStudents(db: Executor, scope: AdminScope, query: SchoolStudentsQuery) {
  const unit = await openStudentsUnit(db, scope, query);
  const activities = await activitiesOfGroups(db, [query.tgiId]);
  const [all, statusesOf] = await Promise.all([
    rowsUnder(db, scope, unit, query.tgiId),
    activityStatuses(db, scope, unit, query.tgiId, activities),
  ]);
  const rows = filterStudents(all.rows, query)
    .map((row) => ({ ...row, activities: statusesOf(row) }))
    .filter((row) => !query.activityStatus || row.activities.some((entry) => entry.status === query.activityStatus));
  const page = pageOf(rows, query);
  const places = await findStudentClasses(
    db,
    page.map((row) => row.studentId),
  );
  return {
    activities: activities.map(activityNameOf),
    records: page.map((row) => ({
      ...row,
      gradeName: places.get(row.studentId)?.gradeName ?? null,
      className: places.get(row.studentId)?.className ?? row.className,
    })),
    totals: toCounts(all.tally),
    total: rows.length,
  };
}
