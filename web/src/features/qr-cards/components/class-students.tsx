import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { showConfirmDialog } from '../../../shared/feedback/confirm-dialog';
import { showToast } from '../../../shared/feedback/toast';
import { isRequestError } from '../../../shared/request';
import { listClassStudents, resetCode } from '../api/qr-calls';
import type { StudentRow } from '../api/qr-calls';
import { QR_CARDS_NS } from '../i18n';

/** One class's students, each with a reset of their card after a confirmation. */
export function ClassStudents({ classId, canReset }: { classId: number; canReset: boolean }) {
  const { t } = useTranslation(QR_CARDS_NS);
  const students = useQuery({ queryKey: ['qrCards', 'students', classId], queryFn: () => listClassStudents(classId) });
  const confirmReset = async (student: StudentRow) => {
    const text = t('confirmReset', { name: student.userName });
    if (!(await showConfirmDialog({ text, confirmText: t('confirm'), cancelText: t('cancel') }))) return;
    try {
      await resetCode(student.id);
      showToast(t('resetDone'), 'success');
    } catch (error) {
      if (!isRequestError(error)) throw error;
    }
  };
  return (
    <>
      <LazyTable<StudentRow>
        rowKey="id"
        size="small"
        loading={students.isLoading}
        dataSource={students.data?.records}
        pagination={false}
        columns={[
          { title: t('student'), dataIndex: 'userName' },
          { title: t('account'), dataIndex: 'loginName' },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, row) =>
              canReset && (
                <Button type="link" onClick={() => void confirmReset(row)} aria-label={`${t('reset')} ${row.userName}`}>
                  {t('reset')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
