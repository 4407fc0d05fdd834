// Tree-shaken ECharts, in a module the summary page imports only when it draws its first chart.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { barChartOption, type BarChartSpec } from '../hooks/chart-spec';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** Draws the bars into the element; a click on a bar reports its row. Returns the disposer. */
export function renderBarChart(element: HTMLElement, spec: BarChartSpec, onPick?: (index: number) => void): () => void {
  const chart = echarts.init(element, undefined, { renderer: 'svg' });
  chart.setOption(barChartOption(spec));
  if (onPick) chart.on('click', (params) => onPick(params.dataIndex));
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
