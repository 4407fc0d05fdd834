import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TaskRef } from '../../../shared/answering/task-links';
import { adaptiveKeys } from '../api/adaptive-keys';
import { answerItem } from '../api/answer-item';
import { infoQuery } from '../api/get-info';
import { lastPageQuery } from '../api/get-last-page';
import { saveProgress } from '../api/save-progress';

/**
 * The test as the screen drives it: the info, the page the server keeps (started or resumed
 * on load), the option marked (kept by the temporary save), and the answer that fetches the next item.
 * `reanswer` lets a handed-in test start its one re-answer; otherwise it only shows as submitted.
 */
export function useAdaptiveTest(task: TaskRef, reanswer: boolean) {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  const info = useQuery(infoQuery(task));
  const mayOpen =
    info.data !== undefined && info.data.hasBank && (!info.data.submitted || reanswer) && !info.data.answerDisabled;
  const page = useQuery(lastPageQuery(task, mayOpen || (info.data?.started === true && !info.data.submitted)));
  const [marked, setMarked] = useState<{ itemId: number; optionId: string } | null>(null);

  const elapsedSeconds = () => (page.data?.useTime ?? 0) + Math.round((Date.now() - openedAt) / 1000);
  const current = page.data?.item ?? null;
  const optionId =
    current && marked?.itemId === current.itemId ? marked.optionId : (page.data?.pendingOptionId ?? null);

  const mark = (value: string) => {
    if (!current) return;
    setMarked({ itemId: current.itemId, optionId: value });
    void saveProgress(task, { useTime: elapsedSeconds(), itemId: current.itemId, optionId: value }).catch(
      () => undefined,
    );
  };

  const answer = useMutation({
    mutationFn: (chosen: { itemId: number; optionId: string }) => answerItem(task, chosen.itemId, chosen.optionId),
    onSuccess: async (next) => {
      queryClient.setQueryData(adaptiveKeys.page(task), next);
      setMarked(null);
      await queryClient.invalidateQueries({ queryKey: adaptiveKeys.info(task) });
    },
  });

  return { info, page, current, optionId, mark, answer, elapsedSeconds };
}
