import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable } from '../../../shared/admin/lazy-table';
import type { CompletionRates, RateRow } from '../api/completion-rate';
import type { SummaryNodeRef } from '../api/summary-query';
import { ratePercent } from '../../../shared/admin/drill/format';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { ChartFigure } from './chart-figure';
import { CompletionBar } from '../../../shared/admin/drill/figures';
import { UnitName } from './unit-name';

interface RateChartProps {
  rates: CompletionRates;
  showChart: boolean;
  onDrill: (node: SummaryNodeRef) => void;
}

/** Each row's completion rate as a bar (a click opens it), with the same numbers in a table. */
export function RateChart({ rates, showChart, onDrill }: RateChartProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const { rows, rowKind } = rates;
  const spec = useMemo(
    () => ({
      seriesName: t('charts.rateSeries'),
      names: rows.map((row) => row.name),
      values: rows.map((row) => ratePercent(row.completionRate)),
      max: 100,
    }),
    [rows, t],
  );
  const columns: TableColumnsType<RateRow> = [
    { title: t(`kindHeads.${rowKind}`), key: 'name', render: (_, row) => <UnitName unit={row} onDrill={onDrill} /> },
    { title: t('columns.participants'), dataIndex: 'participants', align: 'right' },
    { title: t('columns.done'), dataIndex: 'done', align: 'right' },
    {
      title: t('columns.completionRate'),
      key: 'completionRate',
      render: (_, row) => <CompletionBar rate={row.completionRate} name={row.name} />,
    },
  ];
  const pick = (index: number) => {
    const row = rows[index];
    if (row && row.kind !== 'student') onDrill({ kind: row.kind, id: row.id });
  };
  return (
    <ChartFigure
      title={t('charts.rateTitle', { kind: t(`kinds.${rowKind}`) })}
      spec={spec}
      spoken={spec.values.map((value) => `${value}%`)}
      showChart={showChart}
      onPick={pick}
      table={
        <LazyTable<RateRow>
          rowKey={(row) => `${row.kind}-${row.id}`}
          columns={columns}
          dataSource={rows}
          size="small"
          pagination={false}
          locale={{ emptyText: t('charts.empty') }}
        />
      }
    />
  );
}
