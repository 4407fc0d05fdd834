import type { AspectFigure, DimensionFigure, ReportNodeKind } from '@pingjia/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTable, type TableColumnsType } from '../../../shared/admin/lazy-table';
import { barsHeight, levelsOption, radarOption } from '../hooks/chart-options';
import { comparisonLevels, levelShares } from '../hooks/figures';
import { REPORTS_NS } from '../i18n';
import { ChartFigure } from './chart/chart-figure';
import { MissingLegend, Score } from './score';
import { spokenScore } from './spoken';

const LEVELS = [1, 2, 3, 4] as const;

/** An aspect with its indicators as the rows under it (the table's tree). */
type DimensionRow = DimensionFigure & { children?: DimensionFigure[] };

interface AspectFiguresProps {
  overall: DimensionFigure;
  aspects: readonly AspectFigure[];
  nodeKind: ReportNodeKind;
  showCharts: boolean;
}

/** The aspects' means against the averages above (a radar), and their students by level (stacked bars). */
export function AspectFigures(props: AspectFiguresProps) {
  return (
    <>
      <ComparisonFigure {...props} />
      <LevelsFigure {...props} />
    </>
  );
}

function ComparisonFigure({ aspects, nodeKind, showCharts }: AspectFiguresProps) {
  const { t } = useTranslation(REPORTS_NS);
  // Kept across renders, or the chart would be drawn again on each one.
  const levels = useMemo(
    () =>
      comparisonLevels(
        aspects.map((aspect) => aspect.comparison),
        nodeKind,
      ),
    [aspects, nodeKind],
  );
  const thisUnit = t('columns.thisUnit', { kind: t(`kinds.${nodeKind}`) });
  const option = useMemo(
    () =>
      radarOption(
        aspects.map((aspect) => aspect.name),
        [
          { name: thisUnit, values: aspects.map((aspect) => aspect.figure.mean) },
          ...levels.map((level) => ({
            name: t(`columns.${level}`),
            values: aspects.map((aspect) => aspect.comparison[level]),
          })),
        ],
      ),
    [aspects, levels, thisUnit, t],
  );
  const rows: DimensionRow[] = aspects.map(({ indicators, ...aspect }) =>
    indicators.length > 0 ? { ...aspect, children: indicators } : aspect,
  );
  const columns: TableColumnsType<DimensionRow> = [
    { title: t('columns.dimension'), dataIndex: 'name' },
    { title: t('columns.students'), key: 'students', align: 'right', render: (_, row) => row.figure.students },
    { title: thisUnit, key: 'mean', align: 'right', render: (_, row) => <Score value={row.figure.mean} /> },
    ...levels.map((level) => ({
      title: t(`columns.${level}`),
      key: level,
      align: 'right' as const,
      render: (_: unknown, row: DimensionRow) => <Score value={row.comparison[level]} />,
    })),
  ];
  return (
    <ChartFigure
      title={t('charts.radarTitle')}
      option={option}
      height={360}
      spoken={aspects.map((aspect) => `${aspect.name} ${spokenScore(t, aspect.figure.mean)}`).join('; ')}
      showChart={showCharts}
    >
      <LazyTable<DimensionRow>
        rowKey="dimensionId"
        columns={columns}
        dataSource={rows}
        size="small"
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
        scroll={{ x: 'max-content' }}
      />
      <MissingLegend />
    </ChartFigure>
  );
}

function LevelsFigure({ overall, aspects, showCharts }: AspectFiguresProps) {
  const { t } = useTranslation(REPORTS_NS);
  const overallName = t('columns.overall');
  const rows = useMemo<DimensionFigure[]>(
    () => [{ ...overall, name: overallName }, ...aspects],
    [overall, aspects, overallName],
  );
  const levelNames = useMemo(() => LEVELS.map((level) => t(`levels.${level}`)), [t]);
  const option = useMemo(
    () =>
      levelsOption(
        rows.map((row) => row.name),
        levelNames,
        rows.map((row) => levelShares(row.figure)),
      ),
    [rows, levelNames],
  );
  const columns: TableColumnsType<DimensionFigure> = [
    { title: t('columns.dimension'), dataIndex: 'name' },
    { title: t('columns.students'), key: 'students', align: 'right', render: (_, row) => row.figure.students },
    ...LEVELS.map((level, index) => ({
      title: levelNames[index],
      key: `level${level}`,
      align: 'right' as const,
      render: (_: unknown, row: DimensionFigure) => {
        const shares = levelShares(row.figure);
        return shares && row.figure.levels ? (
          t('columns.levelCount', { count: row.figure.levels[index], share: shares[index] })
        ) : (
          <Score value={null} />
        );
      },
    })),
  ];
  const spoken = rows
    .map((row) => {
      const shares = levelShares(row.figure);
      if (!shares) return `${row.name} ${t('missing.few')}`;
      return `${row.name} ${shares.map((share, index) => `${levelNames[index]} ${share}%`).join(', ')}`;
    })
    .join('; ');
  return (
    <ChartFigure
      title={t('charts.levelsTitle')}
      option={option}
      height={barsHeight(rows.length)}
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
    </ChartFigure>
  );
}
