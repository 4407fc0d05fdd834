import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { showToast } from '../../../shared/feedback/toast';
import { isRequestError } from '../../../shared/request';
import { classSheetUrl, downloadClassZip, getMyScope, listClasses } from '../api/qr-calls';
import type { ClassRow } from '../api/qr-calls';
import { QR_CARDS_NS } from '../i18n';
import { ClassStudents } from './class-students';
import { Typography } from '../../../shared/admin/typography';

function useCanReset(): boolean {
  const scope = useQuery({ queryKey: ['qrCards', 'scope'], queryFn: getMyScope });
  return scope.data?.capabilities.includes('resetQrCards') ?? false;
}

/** The tab opens at the click (so no pop-up blocker stops it) and shows the sheet once it has arrived. */
async function openSheet(classId: number, blockedText: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    showToast(blockedText, 'error');
    return;
  }
  try {
    tab.location.href = await classSheetUrl(classId);
  } catch (error) {
    tab.close();
    if (!isRequestError(error)) throw error;
  }
}

/** The classes in scope with their printable card sheet, the zip of cards, and each student's reset. */
export function QrCardsPage() {
  const { t } = useTranslation(QR_CARDS_NS);
  const [pageIndex, setPageIndex] = useState(1);
  const classes = useQuery({
    queryKey: ['qrCards', 'classes', pageIndex],
    queryFn: () => listClasses(pageIndex),
    placeholderData: keepPreviousData,
  });
  const canReset = useCanReset();
  if (classes.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={() => void classes.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Panel title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <LazyTable<ClassRow>
        rowKey="id"
        loading={classes.isFetching}
        dataSource={classes.data?.records}
        locale={{ emptyText: t('empty') }}
        expandable={{ expandedRowRender: (row) => <ClassStudents classId={row.id} canReset={canReset} /> }}
        pagination={{ current: pageIndex, pageSize: 20, total: classes.data?.total ?? 0, onChange: setPageIndex }}
        columns={[
          { title: t('class'), key: 'class', render: (_, row) => `${row.schoolName} ${row.gradeName} ${row.name}` },
          { title: t('students'), dataIndex: 'studentCount' },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button
                  onClick={() => void openSheet(row.id, t('popupBlocked'))}
                  aria-label={`${t('print')} ${row.gradeName} ${row.name}`}
                >
                  {t('print')}
                </Button>
                <Button
                  onClick={() =>
                    void downloadClassZip(row.id, `${row.gradeName}${row.name}.zip`).catch(() => undefined)
                  }
                  aria-label={`${t('zip')} ${row.gradeName} ${row.name}`}
                >
                  {t('zip')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Panel>
  );
}
