import { isAnswerDisabled, randomId } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { passesStaminaGate } from '../../../shared/answering/stamina-gate';
import { reportHref } from '../../../shared/answering/task-links';
import type { AnswerMode, TaskRef } from '../../../shared/answering/task-links';
import { showToast } from '../../../shared/feedback/toast';
import { clockStore } from '../../../shared/stores/clock-store';
import { realTimeReportStore } from '../../../shared/stores/real-time-report-store';
import { userStore } from '../../../shared/stores/user-store';
import { submitAnswer } from '../api/submit-answer';
import { ANSWER_NS } from '../i18n';
import { answersToSend, missingRequired } from './draft';
import type { AnswerSession } from './use-answer-session';
import type { useDraft } from './use-draft';

/**
 * The submit button: refused when §4 disables the task, required items are missing or
 * (§5) the stamina limit holds; otherwise one submit with a key made once per attempt
 * and kept until it succeeds, so a retry, a double click or a reload never stores twice.
 */
export function useSubmit(
  task: TaskRef,
  mode: AnswerMode,
  session: AnswerSession,
  editor: ReturnType<typeof useDraft>,
) {
  const { t } = useTranslation(ANSWER_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleCode = useStore(userStore, (state) => state.currentRole);
  const [inFlight, setInFlight] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { info, items } = session;

  const allowed = () => {
    if (
      isAnswerDisabled(
        info.evaluationLeafTaskStateDTO,
        info.taskGroupInfo.tgiEndTime,
        new Date(clockStore.getState().serverNow),
      )
    ) {
      showToast(t('answer.disabled'), 'error');
      return false;
    }
    const missing = missingRequired(items, editor.draft.answers, mode);
    if (missing.length > 0) {
      showToast(t('answer.missing', { numbers: missing.join('、') }), 'error');
      return false;
    }
    // Re-uploads finish nothing new, so the limit never holds them (as on the server).
    if (mode === 'reupload') return true;
    return passesStaminaGate({
      stamina: info.stamina,
      roleCode,
      userInfo,
      activityPassed: info.activity.passed,
      groupPassed: info.taskGroupInfo.passed,
      alreadyCounted: info.staminaCounted,
    });
  };

  const send = async () => {
    const submitKey = editor.draft.submitKey ?? randomId();
    if (!editor.draft.submitKey) editor.rememberSubmitKey(submitKey);
    editor.pauseSaving(true);
    setInFlight(true);
    try {
      const answers = answersToSend(items, editor.draft.answers, mode);
      const result = await submitAnswer(mode, { ...task, submitKey, answers, useTime: editor.elapsedUseTime() });
      editor.clear();
      realTimeReportStore.getState().setLastSubmit({ ...task, totalScore: result.totalScore, awards: result.awards });
      await queryClient.invalidateQueries({ queryKey: ['student'] });
      await navigate(reportHref(task), { replace: true });
    } catch {
      // The request layer has shown the server's reason; the key stays for the retry.
      editor.pauseSaving(false);
      setInFlight(false);
    }
  };

  /** The submit button: checks first, then asks the student to confirm. */
  const submit = () => {
    if (!inFlight && allowed()) setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    if (!inFlight) await send();
  };

  return { submit, confirm, cancel: () => setConfirming(false), confirming, inFlight };
}
