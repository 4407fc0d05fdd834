import type { TableColumnsType } from '../../../shared/admin/lazy-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable } from '../../../shared/admin/lazy-table';
import type { SummaryNodeRef } from '../api/summary-query';
import type { TimeRow, TimesSpent } from '../api/time-spent';
import { toMinutes } from '../hooks/chart-spec';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { ChartFigure } from './chart-figure';
import { Duration, useDurationText } from '../../../shared/admin/drill/figures';
import { UnitName } from './unit-name';

interface TimeChartProps {
  times: TimesSpent;
  showChart: boolean;
  onDrill: (node: SummaryNodeRef) => void;
}

/** Each row's average answering time as a bar, with totals and averages in the table behind it. */
export function TimeChart({ times, showChart, onDrill }: TimeChartProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const durationText = useDurationText();
  const { rows, rowKind } = times;
  const spec = useMemo(
    () => ({
      seriesName: t('charts.timeSeries'),
      names: rows.map((row) => row.name),
      values: rows.map((row) => toMinutes(row.averageSeconds)),
    }),
    [rows, t],
  );
  const columns: TableColumnsType<TimeRow> = [
    { title: t(`kindHeads.${rowKind}`), key: 'name', render: (_, row) => <UnitName unit={row} onDrill={onDrill} /> },
    { title: t('columns.participants'), dataIndex: 'participants', align: 'right' },
    {
      title: t('columns.timeSpent'),
      key: 'timeSpent',
      align: 'right',
      render: (_, row) => <Duration seconds={row.timeSpentSeconds} />,
    },
    {
      title: t('columns.averageTime'),
      key: 'averageTime',
      align: 'right',
      render: (_, row) => <Duration seconds={row.averageSeconds} />,
    },
  ];
  const pick = (index: number) => {
    const row = rows[index];
    if (row && row.kind !== 'student') onDrill({ kind: row.kind, id: row.id });
  };
  return (
    <ChartFigure
      title={t('charts.timeTitle', { kind: t(`kinds.${rowKind}`) })}
      spec={spec}
      spoken={rows.map((row) => durationText(row.averageSeconds))}
      showChart={showChart}
      onPick={pick}
      table={
        <LazyTable<TimeRow>
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
