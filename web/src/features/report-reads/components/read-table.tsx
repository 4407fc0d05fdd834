import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { timeText } from '../../../shared/admin/drill/time-text';
import { LazyTable, PAGE_SIZES, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { readListQueryOptions, type ReadRow } from '../api/read-list';
import type { ReadViewControls } from '../hooks/read-view';
import { REPORT_READS_NS } from '../i18n';

interface ReadTableProps {
  taskGroupId: number;
  controls: ReadViewControls;
}

/** The level's students (the filter's), each with when they and a parent first opened the report. */
export function ReadTable({ taskGroupId, controls }: ReadTableProps) {
  const { t } = useTranslation(REPORT_READS_NS);
  const { view } = controls;
  const list = useQuery(
    readListQueryOptions({
      taskGroupId,
      node: view.node,
      ...view.filter,
      pageIndex: view.pageIndex,
      pageSize: view.pageSize,
    }),
  );
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton active />;
  const readAt = (value: string | null) => (value ? timeText(value) : t('students.notYet'));
  const columns: TableColumnsType<ReadRow> = [
    { title: t('students.userName'), dataIndex: 'userName' },
    { title: t('students.loginName'), dataIndex: 'loginName' },
    { title: t('students.className'), dataIndex: 'className' },
    { title: t('students.studentReadAt'), key: 'studentReadAt', render: (_, row) => readAt(row.studentReadAt) },
    { title: t('students.parentReadAt'), key: 'parentReadAt', render: (_, row) => readAt(row.parentReadAt) },
  ];
  return (
    <LazyTable<ReadRow>
      rowKey="studentId"
      columns={columns}
      dataSource={list.data.rows}
      loading={list.isPlaceholderData}
      locale={{ emptyText: t('students.empty') }}
      pagination={{
        current: view.pageIndex,
        pageSize: view.pageSize,
        total: list.data.total,
        showTotal: (count) => t('students.total', { count }),
        pageSizeOptions: PAGE_SIZES,
        onChange: controls.setPage,
      }}
    />
  );
}
