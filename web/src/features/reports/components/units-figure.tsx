import type { ReportUnitRow } from '@pingjia/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import type { ReportNode } from '../api/report-keys';
import { barsHeight, barsOption } from '../hooks/chart-options';
import { REPORTS_NS } from '../i18n';
import { ChartFigure } from './chart/chart-figure';
import { MissingLegend, Score } from './score';
import { spokenScore } from './spoken';

interface UnitsFigureProps {
  rows: readonly ReportUnitRow[];
  /** The report's aspects, in the order of each row's `aspects`. */
  aspectNames: readonly string[];
  showCharts: boolean;
  /** A unit's name opens its own report; none: names are plain text. */
  onDrill?: (node: ReportNode) => void;
  /** 'aspects' draws every aspect's mean per unit (development); 'overall' the overall mean only. */
  chart: 'overall' | 'aspects';
}

/** The units below the node (schools, grades or classes): overall and aspect means and value-added. */
export function UnitsFigure({ rows, aspectNames, showCharts, onDrill, chart }: UnitsFigureProps) {
  const { t } = useTranslation(REPORTS_NS);
  const kind = t(`kinds.${rows[0]?.kind ?? 'school'}`);
  const overallName = t('columns.overall');
  const option = useMemo(() => {
    const names = rows.map((row) => row.name);
    const series =
      chart === 'overall'
        ? [{ name: overallName, values: rows.map((row) => row.overall.mean) }]
        : aspectNames.map((name, index) => ({ name, values: rows.map((row) => row.aspects[index] ?? null) }));
    return barsOption(names, series, { min: 0, max: 100 });
  }, [rows, aspectNames, chart, overallName]);
  const columns: TableColumnsType<ReportUnitRow> = [
    {
      title: t(`kinds.${rows[0]?.kind ?? 'school'}`),
      key: 'name',
      fixed: 'left',
      render: (_, row) =>
        onDrill ? (
          <Button type="link" className="pj-report__drill" onClick={() => onDrill({ kind: row.kind, id: row.id })}>
            {row.name}
          </Button>
        ) : (
          row.name
        ),
    },
    { title: t('columns.students'), key: 'students', align: 'right', render: (_, row) => row.overall.students },
    { title: overallName, key: 'overall', align: 'right', render: (_, row) => <Score value={row.overall.mean} /> },
    ...aspectNames.map((name, index) => ({
      title: name,
      key: `aspect${index}`,
      align: 'right' as const,
      render: (_: unknown, row: ReportUnitRow) => <Score value={row.aspects[index] ?? null} />,
    })),
    ...(['change', 'againstExpected'] as const).map((key) => ({
      title: t(`columns.${key}`),
      key,
      align: 'right' as const,
      render: (_: unknown, row: ReportUnitRow) => (
        <Score value={row.valueAdded?.[key] ?? null} signed missing={row.valueAdded ? 'few' : 'none'} />
      ),
    })),
  ];
  const spoken = rows
    .map((row) =>
      chart === 'overall'
        ? `${row.name} ${spokenScore(t, row.overall.mean)}`
        : `${row.name} ${aspectNames.map((name, index) => `${name} ${spokenScore(t, row.aspects[index] ?? null)}`).join(', ')}`,
    )
    .join('; ');
  const title = t(chart === 'overall' ? 'charts.unitsTitle' : 'charts.developTitle', { kind });
  return (
    <ChartFigure
      title={title}
      option={option}
      height={barsHeight(rows.length, chart === 'overall' ? 1 : aspectNames.length)}
      spoken={spoken}
      showChart={showCharts && rows.length > 0}
    >
      <LazyTable<ReportUnitRow>
        rowKey={(row) => `${row.kind}-${row.id}`}
        columns={columns}
        dataSource={rows}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('units.empty') }}
      />
      <MissingLegend />
    </ChartFigure>
  );
}
