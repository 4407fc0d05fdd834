import { and } from 'drizzle-orm';
import { formatDateTime, type ProgressCounts, type ProgressRowKind, type ProgressStatus } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { activitiesOfGroups } from '../task-groups/visibility.js';
import { sumTallies, toCounts } from './counts.js';
import { sumCounters } from './counters.js';
import { recomputeStudentPairs, type PairQuery } from './recompute.js';
import { findActivity, groupsInScope, loadRegions, takesGroup } from './repository.js';
import { filterStudents, groupRows, studentRows, type GroupRow, type StudentRow } from './rows.js';
import { rowKindUnder, type Chain } from './tree.js';
import { resolveView, underNode, type NodeRef } from './view.js';

export interface ProgressQuery extends PairQuery {
  node?: NodeRef | undefined;
  keyword?: string | undefined;
  status?: ProgressStatus | undefined;
}

/** Every row of a node (not paged): what progressDetail pages and the export writes. */
export interface ProgressTable {
  /** The node's chain from the top of the tree (audits name the school and district from it). */
  chain: Chain;
  path: Chain;
  rowKind: ProgressRowKind;
  totals: ProgressCounts;
  groups: GroupRow[];
  students: StudentRow[];
}

/** The task groups grades in scope take part in, newest first, each with its activities in order. */
export async function dropdownOf(db: Executor, scope: AdminScope) {
  const groups = await groupsInScope(db, scope);
  const activities = await activitiesOfGroups(
    db,
    groups.map((group) => group.id),
  );
  return {
    taskGroups: groups.map((group) => ({
      tgiId: group.id,
      tgiName: group.name,
      startTime: formatDateTime(group.startTime),
      endTime: group.endTime && formatDateTime(group.endTime),
      activities: activities
        .filter((activity) => activity.taskGroupId === group.id)
        .map((activity) => ({ activityId: activity.id, activityName: activity.name, kind: activity.kind })),
    })),
  };
}

/** A group no grade in scope takes part in, or an activity of another group, answers like a missing one. */
async function requireGroup(db: Executor, scope: AdminScope, query: PairQuery): Promise<void> {
  const [group] = await groupsInScope(db, scope, query.taskGroupId);
  if (!group) throw notFound();
  if (query.activityId === undefined) return;
  const activity = await findActivity(db, query.activityId);
  if (activity?.taskGroupId !== query.taskGroupId) throw notFound();
}

/**
 * The progress of a task group under a node of the caller's scope: units above a class sum the
 * class counters; a class's students are counted from the source rows of that one class.
 */
export async function progressTable(db: Executor, scope: AdminScope, query: ProgressQuery): Promise<ProgressTable> {
  await requireGroup(db, scope, query);
  const regions = await loadRegions(db, scope.provinceShardId);
  const { chain, path } = await resolveView(db, scope, regions, query.node);
  const rowKind = rowKindUnder(regions, chain);
  const classWhere = and(
    classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
    takesGroup(db, query.taskGroupId),
    underNode(regions, chain.at(-1)),
  );
  const base = { chain, path, rowKind };
  if (rowKind === 'student') {
    const students = studentRows(await recomputeStudentPairs(db, query, classWhere));
    return { ...base, totals: toCounts(students.tally), groups: [], students: filterStudents(students.rows, query) };
  }
  const units = await sumCounters(db, query, classWhere, rowKind);
  return {
    ...base,
    totals: toCounts(sumTallies(units.map((unit) => unit.tally))),
    groups: groupRows(regions, chain.length, units),
    students: [],
  };
}

export function pageOf<T>(rows: readonly T[], page: { pageIndex: number; pageSize: number }): T[] {
  const start = (page.pageIndex - 1) * page.pageSize;
  return rows.slice(start, start + page.pageSize);
}
