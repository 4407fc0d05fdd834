import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { passesStaminaGate } from '../../../shared/answering/stamina-gate';
import { reportHref, type TaskRef } from '../../../shared/answering/task-links';
import { realTimeReportStore } from '../../../shared/stores/real-time-report-store';
import { userStore } from '../../../shared/stores/user-store';
import { gateQuery } from '../api/get-gate';
import { submitTest } from '../api/submit-test';
import { forgetSubmitKey, submitKeyFor } from './submit-key';

/** The final hand-in: the §5 stamina check, one submit per kept key, then the real-time report. */
export function useSubmitTest(task: TaskRef, elapsedSeconds: () => number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gate = useQuery(gateQuery(task));
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleCode = useStore(userStore, (state) => state.currentRole);
  const [inFlight, setInFlight] = useState(false);

  const submit = async () => {
    if (inFlight || !gate.data) return;
    const { stamina, activity, taskGroupInfo, staminaCounted } = gate.data;
    if (
      !passesStaminaGate({
        stamina,
        roleCode,
        userInfo,
        activityPassed: activity.passed,
        groupPassed: taskGroupInfo.passed,
        alreadyCounted: staminaCounted,
      })
    )
      return;
    setInFlight(true);
    try {
      const result = await submitTest(task, submitKeyFor(task), elapsedSeconds());
      forgetSubmitKey(task);
      realTimeReportStore.getState().setLastSubmit({ ...task, totalScore: result.totalScore, awards: result.awards });
      await queryClient.invalidateQueries({ queryKey: ['student'] });
      await navigate(reportHref(task), { replace: true });
    } catch {
      // The request layer has shown the server's reason; the key stays for the retry.
      setInFlight(false);
    }
  };

  return { submit, inFlight, ready: gate.data !== undefined };
}
