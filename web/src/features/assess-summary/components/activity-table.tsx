import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { completionDetailsQueryOptions, type ActivityCompletion } from '../api/completion-details';
import type { SummaryQuery } from '../api/summary-query';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { CompletionBar, Duration } from '../../../shared/admin/drill/figures';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';

const COUNTED = ['participants', 'done', 'waived', 'inProgress', 'notStarted', 'notTakingPart'] as const;

/** The level's figures activity by activity (completionDetails). */
export function ActivityTable({ query }: { query: SummaryQuery }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const details = useQuery(completionDetailsQueryOptions(query));
  const columns: TableColumnsType<ActivityCompletion> = [
    { title: t('columns.activity'), dataIndex: 'activityName' },
    ...COUNTED.map((key) => ({
      title: t(`columns.${key}`),
      key,
      align: 'right' as const,
      render: (_: unknown, row: ActivityCompletion) => row.counts[key],
    })),
    {
      title: t('columns.completionRate'),
      key: 'completionRate',
      render: (_, row) => <CompletionBar rate={row.counts.completionRate} name={row.activityName} />,
    },
    {
      title: t('columns.timeSpent'),
      key: 'timeSpent',
      align: 'right',
      render: (_, row) => <Duration seconds={row.counts.timeSpentSeconds} />,
    },
  ];
  return (
    <Panel title={t('activities.title')}>
      {details.isError ? (
        <LoadFailed onRetry={() => void details.refetch()} />
      ) : (
        <LazyTable<ActivityCompletion>
          rowKey="activityId"
          columns={columns}
          dataSource={details.data?.activities ?? []}
          loading={details.isFetching}
          pagination={false}
          locale={{ emptyText: t('activities.empty') }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Panel>
  );
}
