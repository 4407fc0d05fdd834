import { useEffect, useRef, useState } from 'react';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import { answerStore, draftKey } from '../../../shared/stores/answer-store';
import type { AnswerDraft, AnswerValue } from '../../../shared/stores/answer-store';
import { clockStore } from '../../../shared/stores/clock-store';
import { saveServerDraft } from '../api/save-draft';
import type { AnswerSession } from './use-answer-session';
import { initialDraft } from './draft';

/** How long the student pauses before the draft goes to the server. */
export const SERVER_SAVE_DEBOUNCE_MS = 800;

/** Server time, so drafts of this tab and of the server compare on one clock. */
const serverNow = () => clockStore.getState().serverNow;

/**
 * The draft of one answer screen: every change goes to the `answer` session store at once
 * and to the server (saveEvaluationTime) after a pause; both survive a reload.
 */
export function useDraft(task: TaskRef, mode: AnswerMode, session: AnswerSession, canSave: boolean) {
  const key = draftKey(task.taskGroupId, task.activityId);
  const [draft, setDraft] = useState<AnswerDraft>(() =>
    initialDraft({ session: answerStore.getState().drafts[key], server: session.server, latest: session.latest, mode }),
  );
  const [openedAt] = useState(() => Date.now());
  const baseUseTime = useRef(draft.useTime);
  const [serverSavedAt, setServerSavedAt] = useState<number | null>(null);
  // While a submit is in flight no draft may be sent: it could land after the submit and outlive it.
  const [paused, setPaused] = useState(false);
  const changed = draft.savedAt > 0;

  const elapsedUseTime = () => baseUseTime.current + Math.round((Date.now() - openedAt) / 1000);

  const keep = (next: AnswerDraft) => {
    setDraft(next);
    answerStore.getState().saveDraft(key, next);
  };

  const setAnswer = (itemId: number, value: AnswerValue) =>
    keep({
      ...draft,
      answers: { ...draft.answers, [String(itemId)]: value },
      useTime: elapsedUseTime(),
      savedAt: serverNow(),
    });

  const { taskGroupId, activityId } = task;
  const { answers, useTime } = draft;
  // Keyed on the answers, not the whole draft: fixing a submit key is no change worth sending.
  useEffect(() => {
    if (!changed || !canSave || paused || mode === 'reupload') return;
    const timer = window.setTimeout(() => {
      saveServerDraft({ taskGroupId, activityId }, answers, useTime).then(
        () => setServerSavedAt(serverNow()),
        // The session copy still holds the change; the next change tries the server again.
        () => setServerSavedAt(null),
      );
    }, SERVER_SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [answers, useTime, changed, canSave, paused, mode, taskGroupId, activityId]);

  return {
    draft,
    setAnswer,
    elapsedUseTime,
    changed,
    serverSavedAt,
    /** Fixes the key of this submit attempt in the session, so a retry after a reload reuses it. */
    rememberSubmitKey: (submitKey: string) => keep({ ...draft, submitKey }),
    pauseSaving: setPaused,
    clear: () => answerStore.getState().clearDraft(key),
  };
}
