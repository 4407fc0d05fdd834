import { randomId } from '@pingjia/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportHref, type TaskRef } from '../../../shared/answering/task-links';
import { realTimeReportStore } from '../../../shared/stores/real-time-report-store';
import { scenarioKey, scenarioQuery } from '../api/get-scenario';
import { submitScenario } from '../api/submit-scenario';
import type { ScenarioWalk } from '../api/types';
import { recordStep, restartScenario, type StepInput } from '../api/walk-actions';

/**
 * The walk and its three actions. The server keeps the walk, so a reload or another device
 * resumes it; the submit key is made once per page and reused by retries, so a double click
 * or a retry after a lost reply never hands in twice.
 */
export function useScenario(task: TaskRef) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitKey] = useState(randomId);
  const [openedAt] = useState(() => Date.now());
  const walk = useQuery(scenarioQuery(task));
  const keep = (next: ScenarioWalk) => queryClient.setQueryData(scenarioKey(task), next);

  const step = useMutation({ mutationFn: (input: StepInput) => recordStep(task, input), onSuccess: keep });
  const restart = useMutation({ mutationFn: () => restartScenario(task), onSuccess: keep });
  const submit = useMutation({
    mutationFn: () => submitScenario(task, submitKey, Math.round((Date.now() - openedAt) / 1000)),
    onSuccess: async (result) => {
      realTimeReportStore.getState().setLastSubmit({ ...task, totalScore: result.totalScore, awards: result.awards });
      await queryClient.invalidateQueries({ queryKey: ['student'] });
      await navigate(reportHref(task), { replace: true });
    },
  });
  const busy = step.isPending || restart.isPending || submit.isPending;
  return { walk, step, restart, submit, busy };
}
