import { appRoutes } from '@pingjia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Space } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { roleLabel } from '../../../shared/i18n/role-label';
import { userStore } from '../../../shared/stores/user-store';
import { childrenQueryKey } from '../api/get-children';
import type { Child } from '../api/get-children';
import { unbindChild } from '../api/unbind-child';
import { actForChild } from '../hooks/acting';
import { useCurrentChild } from '../hooks/use-current-child';
import { ChildProgress } from './child-progress';
import { ChildSwitcher } from './child-switcher';
import './parents.css';

/** Loaded when it opens: most visits to the home never bind anything. */
const BindDialog = lazy(async () => ({ default: (await import('./bind-dialog')).BindDialog }));

function ChildActions({ child, onBind }: { child: Child; onBind: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  async function confirmUnbind() {
    const confirmed = await showConfirmDialog({
      text: t('parents.unbindConfirm', { name: child.userName }),
      confirmText: t('parents.unbind'),
      cancelText: t('parents.cancel'),
    });
    if (!confirmed) return;
    await unbindChild(child.studentId);
    await queryClient.invalidateQueries({ queryKey: childrenQueryKey });
  }
  return (
    <Space wrap>
      <Button size="small" color="primary" onClick={onBind}>
        {t('parents.bindAnother')}
      </Button>
      <Button size="small" onClick={() => void actForChild(child)}>
        {t('parents.actFor', { name: child.userName })}
      </Button>
      <Link to={`${appRoutes.growthCalendar}?studentId=${child.studentId}`}>{t('parents.starCalendar')}</Link>
      <Button size="small" color="danger" fill="outline" onClick={() => void confirmUnbind()}>
        {t('parents.unbind')}
      </Button>
    </Space>
  );
}

/** §2 /parentIndexPage: the current child's progress, the child switcher and the bind dialog; `onLogout` comes from the app. */
export function ParentHome({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const userInfo = useStore(userStore, (state) => state.userInfo);
  const currentRole = useStore(userStore, (state) => state.currentRole);
  const { children, list, current, choose } = useCurrentChild();
  const [bindOpen, setBindOpen] = useState(false);
  const hasChildren = list.length > 0;
  const forced = children.isSuccess && !hasChildren;
  return (
    <>
      <Card title={<h1 className="pj-home-title">{t('home.greeting', { name: userInfo?.userName ?? '' })}</h1>}>
        <List>
          <List.Item extra={roleLabel(t, currentRole)}>{t('home.currentRole')}</List.Item>
        </List>
        {children.isPending && <p role="status">{t('app.loading')}</p>}
        {children.isError && <p role="alert">{t('request.requestFailed')}</p>}
        {hasChildren && current && (
          <section aria-label={t('parents.switchChild')} className="pj-parent-home__children">
            <ChildSwitcher children={list} currentId={current.studentId} onChoose={choose} />
            <p>
              {[current.schoolName, current.gradeName, current.className].filter(Boolean).join(' ')}
              {current.certificateCode && ` · ${current.certificateCode}`}
            </p>
            <ChildActions child={current} onBind={() => setBindOpen(true)} />
          </section>
        )}
      </Card>
      {current && <ChildProgress key={current.studentId} child={current} />}
      {(forced || bindOpen) && (
        <Suspense fallback={null}>
          <BindDialog
            closable={!forced}
            // §4: with no child yet, closing the dialog (Escape, or the button below) logs out.
            onClose={forced ? onLogout : () => setBindOpen(false)}
            onBound={() => setBindOpen(false)}
            footer={
              forced ? (
                <Button block fill="none" onClick={onLogout}>
                  {t('nav.logout')}
                </Button>
              ) : null
            }
          />
        </Suspense>
      )}
    </>
  );
}
