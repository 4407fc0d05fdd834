import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { readMode, readTaskRef } from '../../../shared/answering/task-links';
import type { TaskRef } from '../../../shared/answering/task-links';
import { permissionStore } from '../../../shared/stores/permission-store';
import type { PermissionStore } from '../../../shared/stores/permission-store';

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

interface PageTask {
  task: TaskRef | null;
  mode: ReturnType<typeof readMode>;
  subActivityId: string | null;
}

/** The task a page names in its query, else the one the guard kept from a deep link (§2 activity). */
export function taskOfPage(search: URLSearchParams, activity: PermissionStore['activity']): PageTask {
  const fromQuery = readTaskRef(search);
  const taskGroupId = positive(activity?.task_group_info_id);
  const activityId = positive(activity?.activity_id);
  const fromGuard = taskGroupId && activityId ? { taskGroupId, activityId } : null;
  return {
    task: fromQuery ?? fromGuard,
    mode: readMode(search),
    subActivityId: search.get('sub_activity_id') ?? activity?.sub_activity_id ?? null,
  };
}

/** `taskOfPage` for the page being shown. */
export function useTaskRef(): PageTask {
  const [search] = useSearchParams();
  const activity = useStore(permissionStore, (state) => state.activity);
  return taskOfPage(search, activity);
}
