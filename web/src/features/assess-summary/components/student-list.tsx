import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable, PAGE_SIZES } from '../../../shared/admin/lazy-table';
import type { SummaryQuery } from '../api/summary-query';
import { userListQueryOptions, type UserRow } from '../api/user-list';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { timeText } from '../../../shared/admin/drill/time-text';
import { CompletionBar, Duration, StatusBadge } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { StudentFilterBar } from '../../../shared/admin/drill/student-filter-bar';

// The drawer (antd's Drawer with it) arrives when a student's details are first opened.
const StudentDrawer = lazy(async () => ({ default: (await import('./student-drawer')).StudentDrawer }));

/** The class's students with their figures (userList), paged and filtered on the server; a row opens its details. */
export function StudentList({ query, controls }: { query: SummaryQuery; controls: DrillViewControls }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const { view } = controls;
  const [opened, setOpened] = useState<UserRow | null>(null);
  const list = useQuery(
    userListQueryOptions({
      ...query,
      keyword: view.keyword,
      status: view.status,
      pageIndex: view.pageIndex,
      pageSize: view.pageSize,
    }),
  );
  const columns: TableColumnsType<UserRow> = [
    { title: t('students.userName'), dataIndex: 'userName' },
    { title: t('students.loginName'), dataIndex: 'loginName' },
    { title: t('students.status'), key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
    {
      title: t('students.doneOfParticipants'),
      key: 'done',
      align: 'right',
      render: (_, row) => `${row.counts.done} / ${row.counts.participants}`,
    },
    {
      title: t('columns.completionRate'),
      key: 'rate',
      render: (_, row) => <CompletionBar rate={row.counts.completionRate} name={row.userName} />,
    },
    {
      title: t('columns.timeSpent'),
      key: 'time',
      render: (_, row) => <Duration seconds={row.counts.timeSpentSeconds} />,
    },
    { title: t('students.finishedAt'), key: 'finishedAt', render: (_, row) => timeText(row.finishedAt) },
    {
      title: t('students.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          aria-label={t('students.detailsLabel', { name: row.userName })}
          onClick={() => setOpened(row)}
        >
          {t('students.details')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('students.title')}>
      <StudentFilterBar idPrefix="summary" onSearch={controls.filterStudents} />
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <LazyTable<UserRow>
          rowKey="studentId"
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('students.empty') }}
          pagination={{
            current: view.pageIndex,
            pageSize: view.pageSize,
            total: list.data?.total ?? 0,
            showTotal: (count) => t('students.total', { count }),
            pageSizeOptions: PAGE_SIZES,
            onChange: controls.setPage,
          }}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <StudentDrawer taskGroupId={query.taskGroupId} student={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
