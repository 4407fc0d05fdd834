import { Button } from 'antd';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { timeText } from '../../../shared/admin/drill/time-text';
import { LazyTable, PAGE_SIZES } from '../../../shared/admin/lazy-table';
import type { AnswerListRow } from '../api/answer-list';
import type { ReviewFilterControls } from '../hooks/use-review-filters';
import { ANSWER_REVIEW_NS } from '../i18n';
import { classText } from './format';
import { Mark } from './marks';

interface AnswerTableProps {
  rows: AnswerListRow[];
  total: number;
  loading: boolean;
  controls: ReviewFilterControls;
  onOpen: (row: AnswerListRow) => void;
}

/** The answers found, a page at a time (the server pages), each opening read-only. */
export function AnswerTable({ rows, total, loading, controls, onOpen }: AnswerTableProps) {
  const { t } = useTranslation(ANSWER_REVIEW_NS);
  const columns: TableColumnsType<AnswerListRow> = [
    { title: t('table.student'), key: 'student', render: (_, row) => `${row.userName} (${row.loginName})` },
    { title: t('table.class'), key: 'class', render: (_, row) => classText(row) },
    { title: t('table.activity'), dataIndex: 'activityName' },
    {
      title: t('table.status'),
      key: 'status',
      render: (_, row) => <Mark tone={row.status === 'current' ? 'right' : 'plain'}>{t(`status.${row.status}`)}</Mark>,
    },
    { title: t('table.score'), dataIndex: 'totalScore' },
    { title: t('table.submittedAt'), key: 'submittedAt', render: (_, row) => timeText(row.submittedAt) },
    { title: t('table.kind'), key: 'kind', render: (_, row) => t(`kind.${row.kind}`) },
    {
      title: t('table.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          aria-label={t('table.openLabel', { name: row.userName, activity: row.activityName })}
          onClick={() => onOpen(row)}
        >
          {t('table.open')}
        </Button>
      ),
    },
  ];
  return (
    <LazyTable<AnswerListRow>
      rowKey="answerId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('table.empty') }}
      pagination={{
        current: controls.filters.pageIndex,
        pageSize: controls.filters.pageSize,
        total,
        showTotal: (count) => t('table.total', { count }),
        pageSizeOptions: PAGE_SIZES,
        onChange: controls.setPage,
      }}
    />
  );
}
