// The trend chart drawn here, as an SVG document (ECharts' server-side rendering), so a phone shows
// a picture instead of downloading a chart library.
import type * as EChartsSvg from './echarts-svg.js';

/** The drawing's own size; the page scales it to its width. */
const WIDTH = 360;
const PLOT_HEIGHT = 200;
/**
 * Room under the plot for the legend, a row per tab name: the server can only estimate how wide a
 * browser's font draws a name, so names never share a row and cannot overlap.
 */
const LEGEND_ROW = 22;

export interface TrendLines {
  months: string[];
  series: { tabName: string; stars: number[] }[];
}

let loaded: Promise<typeof EChartsSvg> | undefined;

/** ECharts is read on the first chart, not at start-up: most processes never draw one. */
const loadECharts = (): Promise<typeof EChartsSvg> => (loaded ??= import('./echarts-svg.js'));

/** Stars per month, a line per tab type; months show as their number ("09"). */
export async function renderTrendChart(trend: TrendLines): Promise<string> {
  const { init } = await loadECharts();
  const height = PLOT_HEIGHT + trend.series.length * LEGEND_ROW;
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  try {
    chart.setOption({
      // A picture has no frames to animate; an animation would also keep a timer alive after the reply.
      animation: false,
      legend: { orient: 'vertical', left: 16, top: PLOT_HEIGHT, itemGap: LEGEND_ROW - 14 },
      grid: { left: 32, right: 16, top: 16, height: PLOT_HEIGHT - 48 },
      xAxis: { type: 'category', data: trend.months.map((month) => month.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: trend.series.map((line) => ({ type: 'line', name: line.tabName, data: line.stars, symbolSize: 6 })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
