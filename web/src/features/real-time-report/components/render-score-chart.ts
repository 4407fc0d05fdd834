// Tree-shaken ECharts, in a module only the report screens load, on demand.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Draws one bar per aspect (0-100) into the element; returns the disposer. */
export function renderScoreChart(element: HTMLElement, series: { names: string[]; scores: number[] }): () => void {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  chart.setOption({
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', min: 0, max: 100 },
    yAxis: { type: 'category', data: series.names, inverse: true },
    series: [
      {
        type: 'bar',
        data: series.scores,
        barMaxWidth: 18,
        itemStyle: { color: '#1677ff', borderRadius: [0, 9, 9, 0] },
        label: { show: true, position: 'right' },
      },
    ],
  });
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
