import { personalCenterPath } from '@pingjia/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { userStore } from '../../../shared/stores/user-store';
import { updateLoginPrompt } from '../api/update-login-prompt';
import { logout } from '../logout';

/** The identity-confirmation dialog's data and actions, shared by both variants. */
export function useIdentityConfirm(onConfirmed: () => void) {
  const navigate = useNavigate();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const roleId = useStore(userStore, (state) => state.currentRole);
  const [doNotPrompt, setDoNotPrompt] = useState(false);

  async function finish(goToPersonalCenter: boolean): Promise<void> {
    if (doNotPrompt) await updateLoginPrompt(false).catch(() => undefined);
    onConfirmed();
    if (goToPersonalCenter) await navigate(personalCenterPath(roleId));
  }

  const gradeClass = [userInfo?.gradeName, userInfo?.className].filter(Boolean).join(' ');
  return {
    userName: userInfo?.userName ?? '',
    schoolName: userInfo?.schoolName ?? userInfo?.organizationName ?? '',
    gradeClass,
    doNotPrompt,
    setDoNotPrompt,
    notNow: () => finish(false),
    bindPhone: () => finish(true),
    loginAgain: () => logout(),
  };
}
