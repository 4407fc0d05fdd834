import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarChartSpec } from '../hooks/chart-spec';
import { ASSESS_SUMMARY_NS } from '../i18n';
import { ChartCanvas } from './chart-canvas';

interface ChartFigureProps {
  title: string;
  spec: BarChartSpec;
  /** Each row's value as it is read out, with its unit. */
  spoken: string[];
  /** Whether the bars are drawn: the table is always there, so the numbers never wait for ECharts. */
  showChart: boolean;
  onPick?: (index: number) => void;
  /** The same numbers as a table, with a button per unit to open it (the keyboard's way down). */
  table: ReactNode;
}

/** A figure of the units below the level: its bar chart when asked for, and its data table. */
export function ChartFigure({ title, spec, spoken, showChart, onPick, table }: ChartFigureProps) {
  const { t } = useTranslation(ASSESS_SUMMARY_NS);
  const values = spec.names.map((name, index) => `${name} ${spoken[index] ?? ''}`).join('; ');
  return (
    <figure className="pj-summary__figure">
      <figcaption className="pj-summary__figure-title">{title}</figcaption>
      {showChart && <ChartCanvas spec={spec} label={t('charts.summary', { title, values })} onPick={onPick} />}
      {table}
    </figure>
  );
}
