/** What a bar chart draws: one bar per row, a value each, and what a click on a bar opens. */
export interface BarChartSpec {
  /** The series' name (with its unit) for the tooltip. */
  seriesName: string;
  names: string[];
  values: number[];
  /** The largest value of the axis (100 for percentages); none: from the data. */
  max?: number;
}

/**
 * ECharts options for a horizontal bar chart of the rows, the first at the top. Kept apart from
 * the chart module, so it is tested without a browser and ECharts stays in the lazy chunk.
 */
export function barChartOption(spec: BarChartSpec) {
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', min: 0, ...(spec.max === undefined ? {} : { max: spec.max }) },
    yAxis: { type: 'category', data: spec.names, inverse: true, axisLabel: { width: 160, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: spec.seriesName,
        data: spec.values,
        barMaxWidth: 20,
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'right' },
        cursor: 'pointer',
      },
    ],
  };
}

/** The chart's height: room for every bar, never less than a small box. */
export const chartHeight = (rows: number) => Math.max(160, rows * 36 + 24);

/** Seconds as minutes with one decimal: the time chart's scale. */
export function toMinutes(seconds: number): number {
  return Math.round(seconds / 6) / 10;
}
