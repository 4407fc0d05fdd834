import { formatDateTime } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { sumTallies, toCounts } from '../progress/counts.js';
import { groupsInScope } from '../progress/repository.js';
import { pageOf, progressTable, type ProgressTable } from '../progress/service.js';
import type { AdminScope } from '../scope/scope.js';
import { activitiesOfGroups } from '../task-groups/visibility.js';
import { groupStateAt, matchesFilter, type GroupFilter } from './group-state.js';

interface GroupPage extends GroupFilter {
  pageIndex: number;
  pageSize: number;
}

/** One page of the scope's task groups the filter keeps (newest start first), and how many it keeps. */
async function matchingGroups(db: Executor, scope: AdminScope, filter: GroupPage, now: Date) {
  const groups = (await groupsInScope(db, scope)).filter((group) => matchesFilter(group, filter, now));
  const page = pageOf(groups, filter);
  const activities = await activitiesOfGroups(
    db,
    page.map((group) => group.id),
  );
  const heads = page.map((group) => ({
    tgiId: group.id,
    tgiName: group.name,
    tgiStartTime: formatDateTime(group.startTime),
    tgiEndTime: group.endTime && formatDateTime(group.endTime),
    state: groupStateAt(group, now),
    activityNum: activities.filter((activity) => activity.taskGroupId === group.id).length,
  }));
  return { heads, total: groups.length };
}

/** A group's progress over the caller's whole scope: progressDetail asked without a node. */
const scopeTable = (db: Executor, scope: AdminScope, taskGroupId: number) => progressTable(db, scope, { taskGroupId });

export async function groupsByCondition(db: Executor, scope: AdminScope, filter: GroupPage, now: Date) {
  const { heads, total } = await matchingGroups(db, scope, filter, now);
  const records = await Promise.all(
    heads.map(async (head) => ({ ...head, counts: (await scopeTable(db, scope, head.tgiId)).totals })),
  );
  return { records, total };
}

/** The units one level below the caller's root; below a root that is one class are students, so the class itself. */
function unitsOf(table: ProgressTable) {
  if (table.rowKind !== 'student') return table.groups;
  const root = table.chain.at(-1);
  return root ? [{ kind: root.kind, id: root.id, name: root.name, counts: table.totals }] : [];
}

export async function groupsByArea(db: Executor, scope: AdminScope, filter: GroupPage, now: Date) {
  const { heads, total } = await matchingGroups(db, scope, filter, now);
  const records = await Promise.all(
    heads.map(async (head) => {
      const table = await scopeTable(db, scope, head.tgiId);
      return { ...head, totals: table.totals, units: unitsOf(table) };
    }),
  );
  return { records, total };
}

/** The groups running now in scope: how many, their activities, their figures summed over the scope. */
export async function runningOverview(db: Executor, scope: AdminScope, now: Date) {
  const running = (await groupsInScope(db, scope)).filter((group) => groupStateAt(group, now) === 'inProgress');
  const [activities, tables] = await Promise.all([
    activitiesOfGroups(
      db,
      running.map((group) => group.id),
    ),
    Promise.all(running.map((group) => scopeTable(db, scope, group.id))),
  ]);
  return {
    taskGroupNum: running.length,
    activityNum: activities.length,
    totals: toCounts(sumTallies(tables.map((table) => table.totals))),
  };
}
