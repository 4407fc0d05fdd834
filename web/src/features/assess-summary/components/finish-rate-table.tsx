import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/admin/panel';
import { LazyTable } from '../../../shared/admin/lazy-table';
import { finishRateDetailsQueryOptions, type FinishRateRow, type FinishRates } from '../api/finish-rate-details';
import type { SummaryNodeRef, SummaryQuery } from '../api/summary-query';
import { ratePercent } from '../../../shared/admin/drill/format';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { LoadFailed } from '../../../shared/admin/drill/load-failed';
import { UnitName } from './unit-name';

type Line = FinishRates['total'];

const cellOf = (line: Line, activityId: number) =>
  line.byActivity.find((cell) => cell.activityId === activityId)?.completionRate ?? 0;

/** Each row's completion rate per activity (finishRateDetails), the level's total line last. */
export function FinishRateTable({ query, onDrill }: { query: SummaryQuery; onDrill: (node: SummaryNodeRef) => void }) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const matrix = useQuery(finishRateDetailsQueryOptions(query));
  if (matrix.isError) {
    return (
      <Panel title={t('matrix.title')}>
        <LoadFailed onRetry={() => void matrix.refetch()} />
      </Panel>
    );
  }
  const data = matrix.data;
  const percent = (rate: number) => `${ratePercent(rate)}%`;
  const columns: TableColumnsType<FinishRateRow> = [
    {
      title: data ? t(`kindHeads.${data.rowKind}`) : '',
      key: 'name',
      fixed: 'left',
      render: (_, row) => <UnitName unit={row} onDrill={onDrill} />,
    },
    ...(data?.activities ?? []).map((activity) => ({
      title: activity.activityName,
      key: `a${activity.activityId}`,
      align: 'right' as const,
      render: (_: unknown, row: FinishRateRow) => percent(cellOf(row, activity.activityId)),
    })),
    {
      title: t('matrix.overall'),
      key: 'overall',
      align: 'right',
      render: (_, row) => percent(row.overall.completionRate),
    },
  ];
  return (
    <Panel title={t('matrix.title')}>
      <LazyTable<FinishRateRow>
        rowKey={(row) => `${row.kind}-${row.id}`}
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={matrix.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('charts.empty') }}
        summary={() =>
          data && (
            <tr className="pj-summary__total">
              <th scope="row">{t('matrix.total')}</th>
              {data.activities.map((activity) => (
                <td key={activity.activityId} className="pj-summary__number">
                  {percent(cellOf(data.total, activity.activityId))}
                </td>
              ))}
              <td className="pj-summary__number">{percent(data.total.overall.completionRate)}</td>
            </tr>
          )
        }
      />
    </Panel>
  );
}
