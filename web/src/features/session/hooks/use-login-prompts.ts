import { isStudentOrParent, LOCAL_STORAGE_KEYS, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { userStore } from '../../../shared/stores/user-store';
import { track } from '../../../shared/tracking/send-event';
import { verifyPasswordIsInit } from '../api/verify-password-is-init';
import { planLoginPrompts } from './plan-login-prompts';
import type { LoginPrompt } from './plan-login-prompts';

/** Drives the §4 prompts for the current role: which dialog is open, and how each one ends. */
export function useLoginPrompts() {
  const roleId = useStore(userStore, (state) => state.currentRole);
  const showLoginPrompt = useStore(userStore, (state) => state.userInfo?.showLoginPrompt ?? false);
  const [queue, setQueue] = useState<LoginPrompt[]>([]);

  useEffect(() => {
    let cancelled = false;
    const passwordCheck = isStudentOrParent(roleId) ? Promise.resolve(false) : verifyPasswordIsInit();
    passwordCheck
      .then((passwordIsInit) => {
        if (cancelled) return;
        const hasShowLoginFlag = localStorage.getItem(LOCAL_STORAGE_KEYS.showLogin) !== null;
        setQueue(planLoginPrompts({ roleId, passwordIsInit, showLoginPrompt, hasShowLoginFlag }));
      })
      // The request layer has already told the user; the prompts simply do not open.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [roleId, showLoginPrompt]);

  const confirm = useCallback((prompt: LoginPrompt) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.showLogin, '1');
    if (prompt === 'changeDefaultPassword') track('loginMessage', TRACKING_EVENT_IDS.changeDefaultPassword);
    setQueue((current) => current.filter((item) => item !== prompt));
  }, []);

  return { current: queue[0] ?? null, confirm };
}
