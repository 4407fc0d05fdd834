import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { resetPasswords, updateState } from '../api/people-actions';
import type { PeopleRoutes } from '../api/people-actions';
import { runAction } from '../hooks/run-action';
import { ADMIN_BASIS_NS } from '../i18n';
import { Typography } from '../../../shared/admin/typography';

const PasswordDialog = lazy(() => import('./password-dialog'));

interface BatchActionsProps {
  selectedIds: number[];
  routes: PeopleRoutes;
  listKey: readonly string[];
  onDone: () => void;
}

/** Deactivate, activate and reset the passwords of the selected rows, each after a confirmation. */
export function BatchActions({ selectedIds, routes, listKey, onDone }: BatchActionsProps) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const count = selectedIds.length;
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    onDone();
  };
  const changeState = async (state: 0 | 1) => {
    const text = t(state === 0 ? 'common.confirmDeactivate' : 'common.confirmActivate', { count });
    if (!(await showConfirmDialog({ text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    if (!(await runAction(() => updateState(routes.updateState, selectedIds, state)))) return;
    showToast(t('common.stateChanged'), 'success');
    await refresh();
  };
  const reset = async (password: string) => {
    await resetPasswords(routes.resetPassword, selectedIds, password);
    showToast(t('reset.done', { count }), 'success');
    setResetting(false);
    await refresh();
  };
  return (
    <Space wrap>
      <Typography.Text type="secondary">{t('common.selected', { count })}</Typography.Text>
      <Button disabled={count === 0} onClick={() => void changeState(0)}>
        {t('common.deactivate')}
      </Button>
      <Button disabled={count === 0} onClick={() => void changeState(1)}>
        {t('common.activate')}
      </Button>
      <Button disabled={count === 0} onClick={() => setResetting(true)}>
        {t('reset.button')}
      </Button>
      {resetting && (
        <Suspense fallback={null}>
          <PasswordDialog
            open
            message={t('reset.confirm', { count })}
            onCancel={() => setResetting(false)}
            onConfirm={reset}
          />
        </Suspense>
      )}
    </Space>
  );
}
