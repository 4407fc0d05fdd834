import type { Executor } from '../../db/client.js';
import type { AdminScope } from '../scope/scope.js';
import { progressTable, type ProgressTable } from '../progress/service.js';
import type { NodeRef } from '../progress/view.js';
import { activitiesOfGroups, type ActivityRow } from '../task-groups/visibility.js';

/*
 * The figures of the assessment summary, and of the reports that share them (issue 13): every
 * number is progress's own table for the same node, so a summary never disagrees with
 * progressDetail. The per-activity view is one such table per activity.
 */

export interface SummaryQuery {
  taskGroupId: number;
  /** One activity of the group; none: all of them. */
  activityId?: number | undefined;
  /** None: the caller's scope. */
  node?: NodeRef | undefined;
}

export interface ActivityTable {
  activity: ActivityRow;
  table: ProgressTable;
}

export interface ActivityFigures {
  /** The query's own table: over the chosen activity, or all of the group's. */
  overall: ProgressTable;
  /** One table per activity counted, in the group's order. */
  activities: ActivityTable[];
}

/** The node's table over the activities of the query; out of scope answers like missing. */
export function summaryTable(db: Executor, scope: AdminScope, query: SummaryQuery): Promise<ProgressTable> {
  return progressTable(db, scope, { taskGroupId: query.taskGroupId, activityId: query.activityId, node: query.node });
}

/** The activities a query counts: the chosen one, or all of the group's in order. */
export async function countedActivities(db: Executor, query: SummaryQuery): Promise<ActivityRow[]> {
  const activities = await activitiesOfGroups(db, [query.taskGroupId]);
  return activities.filter((activity) => query.activityId === undefined || activity.id === query.activityId);
}

/** The node's table in total and activity by activity. */
export async function activityFigures(db: Executor, scope: AdminScope, query: SummaryQuery): Promise<ActivityFigures> {
  // The query's own table first: it refuses a group, activity or node out of scope before any other read.
  const overall = await summaryTable(db, scope, query);
  const counted = await countedActivities(db, query);
  const activities = await Promise.all(
    counted.map(async (activity) => ({
      activity,
      table: await summaryTable(db, scope, { ...query, activityId: activity.id }),
    })),
  );
  return { overall, activities };
}
