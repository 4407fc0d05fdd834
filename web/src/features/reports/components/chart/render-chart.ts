// Tree-shaken ECharts, in a module the report pages import only when they draw their first chart.
import { BarChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, RadarChart, GridComponent, LegendComponent, RadarComponent, TooltipComponent, SVGRenderer]);

/** Draws the option into the element and follows the window's width. Returns the disposer. */
export function renderChart(element: HTMLElement, option: EChartsCoreOption): () => void {
  const chart = echarts.init(element, undefined, { renderer: 'svg' });
  chart.setOption(option);
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}
