import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '../api/types';
import { init } from './echarts-setup';

/** Stars per month for each tab type; loaded lazily, ECharts comes with it. */
export default function TrendChart({ trend }: { trend: Trend }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const chart = init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: 32, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: trend.months.map((month) => month.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: trend.series.map((line) => ({ type: 'line', name: line.tabName, data: line.stars })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [trend]);
  return <div ref={element} className="pj-star-trend" role="img" aria-label={t('star.trendLabel')} />;
}
