import type { DerivedStamina } from '@pingjia/contract';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { passesStaminaGate } from '../../../shared/answering/stamina-gate';
import type { TaskRef } from '../../../shared/answering/task-links';
import { userStore } from '../../../shared/stores/user-store';
import { getTaskInfoAndState } from '../api/get-task-state';

/** The student's state on a task, and the §5 stamina gate for its answer button. */
export function useTaskState(task: TaskRef) {
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleCode = useStore(userStore, (state) => state.currentRole);
  const query = useQuery({
    queryKey: ['answer', 'taskState', task.taskGroupId, task.activityId],
    queryFn: () => getTaskInfoAndState(task),
    gcTime: 0,
  });
  const gate = (stamina: DerivedStamina) =>
    query.data !== undefined &&
    passesStaminaGate({
      stamina,
      roleCode,
      userInfo,
      activityPassed: query.data.activity.passed,
      groupPassed: query.data.taskGroupInfo.passed,
      alreadyCounted: query.data.staminaCounted,
    });
  return { ...query, gate };
}
