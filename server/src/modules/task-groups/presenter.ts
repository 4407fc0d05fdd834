import { formatDateTime, type TaskGroupInfo } from '@pingjia/contract';
import type { ActivityRow, TaskGroupRow } from './visibility.js';

export function groupInfo(
  group: TaskGroupRow,
): TaskGroupInfo & { tgiName: string; tgiStartTime: string; passed: string } {
  return {
    tgiId: group.id,
    tgiName: group.name,
    tgiStartTime: formatDateTime(group.startTime),
    tgiEndTime: group.endTime ? formatDateTime(group.endTime) : null,
    passed: group.passed,
  };
}

export function activityDto(activity: ActivityRow) {
  return {
    activityId: activity.id,
    activityName: activity.name,
    kind: activity.kind,
    taskGroupId: activity.taskGroupId,
    passed: activity.passed,
    sort: activity.sort,
  };
}
