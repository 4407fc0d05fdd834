import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { unlockSignIn } from '../api/unlock-sign-in';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';

interface UnlockSignInButtonProps {
  userId: number;
  userName: string;
}

/** A row's "unlock sign-in", after a confirmation naming the person. */
export function UnlockSignInButton({ userId, userName }: UnlockSignInButtonProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const [isBusy, setIsBusy] = useState(false);
  const unlock = async () => {
    const text = t('unlock.confirm', { name: userName });
    if (!(await showConfirmDialog({ text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    setIsBusy(true);
    const isDone = await runAction(() => unlockSignIn(userId));
    setIsBusy(false);
    if (isDone) showToast(t('unlock.done', { name: userName }), 'success');
  };
  return (
    <Button type="link" loading={isBusy} onClick={() => void unlock()} aria-label={`${t('unlock.button')} ${userName}`}>
      {t('unlock.button')}
    </Button>
  );
}

/** The people tables' row action, for a role that may unlock (the server still checks the person is in scope). */
export function unlockAction(canUnlock: boolean) {
  if (!canUnlock) return undefined;
  return (row: { id: number; userName: string }) => <UnlockSignInButton userId={row.id} userName={row.userName} />;
}
