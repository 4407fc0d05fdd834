import type { ActivityRow } from '../task-groups/visibility.js';

/** An activity as the admin task calls name it. */
export function activityNameOf(activity: ActivityRow) {
  return { activityId: activity.id, activityName: activity.name, kind: activity.kind, sort: activity.sort };
}
