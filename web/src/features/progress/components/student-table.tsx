import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/admin/drill/figures';
import { timeText } from '../../../shared/admin/drill/time-text';
import { LazyTable } from '../../../shared/admin/lazy-table';
import type { ProgressStudentRow } from '../api/progress-detail';
import type { DrillViewControls } from '../../../shared/admin/drill-view';
import { PROGRESS_NS } from '../i18n';
import { pagingOf } from './paging';

/** A last column of actions per student (the recovery page's reset). */
export interface StudentActions {
  title: string;
  render: (row: ProgressStudentRow) => ReactNode;
}

interface StudentTableProps {
  rows: ProgressStudentRow[];
  total: number;
  loading: boolean;
  controls: DrillViewControls;
  actions?: StudentActions;
}

/** The students of a class with where each stands on the activity (or the group's activities). */
export function StudentTable({ rows, total, loading, controls, actions }: StudentTableProps) {
  const { t } = useTranslation(PROGRESS_NS);
  const columns: TableColumnsType<ProgressStudentRow> = [
    { title: t('students.userName'), dataIndex: 'userName' },
    { title: t('students.loginName'), dataIndex: 'loginName' },
    { title: t('students.status'), key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
    {
      title: t('students.doneOfParticipants'),
      key: 'done',
      render: (_, row) => `${row.counts.done} / ${row.counts.participants}`,
    },
    { title: t('students.finishedAt'), key: 'finishedAt', render: (_, row) => timeText(row.finishedAt) },
    ...(actions
      ? [{ title: actions.title, key: 'actions', render: (_: unknown, row: ProgressStudentRow) => actions.render(row) }]
      : []),
  ];
  return (
    <LazyTable<ProgressStudentRow>
      rowKey="studentId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('students.empty') }}
      pagination={pagingOf(controls, total, t)}
    />
  );
}
