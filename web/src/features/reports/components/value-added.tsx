import type { DimensionFigure, ReportRef } from '@pingjia/contract';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { Panel } from '../../../shared/admin/panel';
import { barsHeight, barsOption } from '../hooks/chart-options';
import { REPORTS_NS } from '../i18n';
import { ChartFigure } from './chart/chart-figure';
import { MissingLegend, Score } from './score';
import { spokenScore } from './spoken';

interface ValueAddedProps {
  overall: DimensionFigure;
  aspects: readonly DimensionFigure[];
  baseline: ReportRef | null;
  yearLabel: (reportYear: string) => string;
  showCharts: boolean;
}

/**
 * How far the node moved since the baseline report, overall and per aspect, on the students who
 * took both, with the method in one sentence. The units' own value-added is in their table.
 */
export function ValueAdded({ overall, aspects, baseline, yearLabel, showCharts }: ValueAddedProps) {
  const { t } = useTranslation(REPORTS_NS);
  const overallName = t('columns.overall');
  const rows = useMemo<DimensionFigure[]>(
    () => [{ ...overall, name: overallName }, ...aspects],
    [overall, aspects, overallName],
  );
  const changeName = t('columns.change');
  const expectedName = t('columns.againstExpected');
  const option = useMemo(
    () =>
      barsOption(
        rows.map((row) => row.name),
        [
          { name: changeName, values: rows.map((row) => row.valueAdded?.change ?? null) },
          { name: expectedName, values: rows.map((row) => row.valueAdded?.againstExpected ?? null) },
        ],
      ),
    [rows, changeName, expectedName],
  );
  const columns: TableColumnsType<DimensionFigure> = [
    { title: t('columns.dimension'), dataIndex: 'name' },
    ...(['paired', 'before', 'after', 'change', 'againstExpected'] as const).map((key) => ({
      title: t(`columns.${key}`),
      key,
      align: 'right' as const,
      render: (_: unknown, row: DimensionFigure) => {
        const added = row.valueAdded;
        if (!added) return <Score value={null} missing="none" />;
        if (key === 'paired') return added.paired;
        return <Score value={added[key]} signed={key === 'change' || key === 'againstExpected'} />;
      },
    })),
  ];
  const spoken = rows
    .map(
      (row) =>
        `${row.name} ${changeName} ${spokenScore(t, row.valueAdded?.change ?? null, true)}, ${expectedName} ${spokenScore(t, row.valueAdded?.againstExpected ?? null, true)}`,
    )
    .join('; ');
  return (
    <Panel title={t('valueAdded.title')}>
      <p className="pj-report__method" data-testid="value-added-method">
        {t('valueAdded.method')}
      </p>
      {baseline ? (
        <>
          <p className="pj-report__muted">
            {t('valueAdded.against', { name: baseline.taskGroupName, period: yearLabel(baseline.reportYear) })}
          </p>
          <ChartFigure
            title={t('charts.valueAddedTitle')}
            option={option}
            height={barsHeight(rows.length, 2)}
            spoken={spoken}
            showChart={showCharts}
          >
            <LazyTable<DimensionFigure>
              rowKey="dimensionId"
              columns={columns}
              dataSource={rows}
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
            <MissingLegend />
          </ChartFigure>
        </>
      ) : (
        <Alert type="info" showIcon title={t('valueAdded.noBaseline')} />
      )}
    </Panel>
  );
}
