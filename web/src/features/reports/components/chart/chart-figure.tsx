import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n';
import { LazyChart } from './lazy-chart';

interface ChartFigureProps {
  title: string;
  option: EChartsCoreOption;
  height: number;
  /** The numbers the chart draws, as read out ("品德发展 82.5; 学业发展 —"). */
  spoken: string;
  /** Whether the chart is drawn: the table is always there, so the numbers never wait for ECharts. */
  showChart: boolean;
  /** The same numbers as a table. */
  children: ReactNode;
}

/** A chart of the report, when charts are shown, over the table of its numbers. */
export function ChartFigure({ title, option, height, spoken, showChart, children }: ChartFigureProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <figure className="pj-report__figure">
      <figcaption className="pj-report__figure-title">{title}</figcaption>
      {showChart && (
        <LazyChart option={option} height={height} label={t('charts.summary', { title, values: spoken })} />
      )}
      {children}
    </figure>
  );
}
