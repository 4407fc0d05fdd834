import { admin } from '@pingjia/contract';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { resetPasswords } from '../api/people-actions';
import { useCan } from '../api/scope';
import { ADMIN_BASIS_NS } from '../i18n';

const PasswordDialog = lazy(() => import('./password-dialog'));
const GradeResetDialog = lazy(() => import('./grade-reset-dialog'));
const ParticipationDialog = lazy(() => import('./participation-dialog'));

type Open = 'parents' | 'grade' | 'participation' | null;

/** The student table's further batch actions, each shown only to a role the server lets do it. */
export function StudentExtras({ selectedIds }: { selectedIds: number[] }) {
  const { t } = useTranslation(ADMIN_BASIS_NS);
  // The server guards a grade's reset like class management (school and area admins).
  const canResetGrade = useCan('manageClasses');
  const canSetParticipation = useCan('manageParticipation');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const resetParents = async (password: string) => {
    await resetPasswords(admin.parentBatchResetPassword, selectedIds, password);
    showToast(t('reset.done', { count: selectedIds.length }), 'success');
    close();
  };
  return (
    <Space wrap>
      <Button disabled={selectedIds.length === 0} onClick={() => setOpen('parents')}>
        {t('reset.parents')}
      </Button>
      {canSetParticipation && (
        <Button disabled={selectedIds.length === 0} onClick={() => setOpen('participation')}>
          {t('participation.button')}
        </Button>
      )}
      {canResetGrade && <Button onClick={() => setOpen('grade')}>{t('reset.grade')}</Button>}
      <Suspense fallback={null}>
        {open === 'parents' && (
          <PasswordDialog
            open
            message={t('reset.confirm', { count: selectedIds.length })}
            onCancel={close}
            onConfirm={resetParents}
          />
        )}
        {open === 'grade' && <GradeResetDialog onClose={close} />}
        {open === 'participation' && <ParticipationDialog subjectType="student" ids={selectedIds} onClose={close} />}
      </Suspense>
    </Space>
  );
}
