import { deriveStamina } from '@pingjia/contract';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { passesStaminaGate } from '../../../shared/answering/stamina-gate';
import { answerHref, guidePageHref } from '../../../shared/answering/task-links';
import { userStore } from '../../../shared/stores/user-store';
import type { HomeActivity, HomeStamina, HomeTaskGroup } from '../api/query-home-page';
import type { TaskView } from './task-actions';

/**
 * The home's answer button: refused when §4 disables it, held at the §5 stamina limit
 * (re-uploads are never held: they finish nothing new), else on to the guide page
 * (a first answer) or straight to the answer screen (a re-answer or re-upload).
 */
export function useOpenTask(stamina: HomeStamina) {
  const navigate = useNavigate();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleCode = useStore(userStore, (state) => state.currentRole);
  return (group: HomeTaskGroup, activity: HomeActivity, view: TaskView) => {
    if (view.answer.disabled) return;
    const { mode } = view.answer;
    if (mode !== 'reupload') {
      const gate = {
        stamina: deriveStamina({
          maxFinish: stamina.dayMaxFinish,
          dayFinish: stamina.dayFinish,
          recentlyDay: stamina.recentlyDay,
        }),
        roleCode,
        userInfo,
        activityPassed: activity.passed,
        groupPassed: group.passed,
        alreadyCounted: activity.staminaCounted,
      };
      if (!passesStaminaGate(gate)) return;
    }
    const task = { taskGroupId: group.tgiId, activityId: activity.activityId };
    void navigate(mode === 'submit' ? guidePageHref(task, mode) : answerHref(activity.kind, task, mode));
  };
}
