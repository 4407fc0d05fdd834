import type { EChartsCoreOption } from 'echarts/core';

/**
 * ECharts options of the report charts. Kept apart from the chart module, so they are tested
 * without a browser and ECharts stays in the chunk fetched when charts are first shown.
 */

/** One named row of values; null where a figure is not shown (fewer than 5 students). */
export interface ChartSeries {
  name: string;
  values: (number | null)[];
}

/** Series colours from the palette: each reaches 4.5:1 on white, so the legend's swatches read too. */
export const SERIES_COLOURS = ['#0958d9', '#ad4e00', '#007a4d', '#722ed1', '#cf1322', '#08979c'];
/** Levels 1-4, from "needs work" to "excellent". */
export const LEVEL_COLOURS = ['#cf1322', '#ad4e00', '#0958d9', '#007a4d'];

/** ECharts leaves a gap for '-': a hidden figure is never drawn as zero. */
const gapped = (values: readonly (number | null)[]) => values.map((value) => value ?? '-');

const LEGEND = { top: 0, type: 'scroll' } as const;

/** The aspects' means as a radar, one line per series (the node, then the averages it compares with). */
export function radarOption(aspects: readonly string[], series: readonly ChartSeries[]): EChartsCoreOption {
  return {
    color: SERIES_COLOURS,
    legend: LEGEND,
    tooltip: { trigger: 'item' },
    radar: { indicator: aspects.map((name) => ({ name, max: 100, min: 0 })), radius: '62%', center: ['50%', '55%'] },
    series: [
      {
        type: 'radar',
        data: series.map((line) => ({ name: line.name, value: gapped(line.values) })),
      },
    ],
  };
}

/** Each row's students by level as a 100 % stacked bar, the first row at the top. */
export function levelsOption(
  rows: readonly string[],
  levelNames: readonly string[],
  shares: readonly (readonly number[] | null)[],
): EChartsCoreOption {
  return {
    color: LEVEL_COLOURS,
    legend: LEGEND,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: rows, inverse: true, axisLabel: { width: 140, overflow: 'truncate' } },
    series: levelNames.map((name, level) => ({
      type: 'bar',
      name,
      stack: 'levels',
      barMaxWidth: 24,
      data: shares.map((row) => (row ? row[level] : '-')),
    })),
  };
}

/** Horizontal bars, one group per row and one bar per series; `min` below 0 for changes. */
export function barsOption(
  rows: readonly string[],
  series: readonly ChartSeries[],
  axis: { min?: number; max?: number } = {},
): EChartsCoreOption {
  return {
    color: SERIES_COLOURS,
    legend: LEGEND,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 48, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', ...axis },
    yAxis: { type: 'category', data: rows, inverse: true, axisLabel: { width: 160, overflow: 'truncate' } },
    series: series.map((line) => ({
      type: 'bar',
      name: line.name,
      data: gapped(line.values),
      barMaxWidth: 16,
      label: { show: series.length === 1, position: 'right' },
    })),
  };
}

/** Room for every row's bars, never less than a small box. */
export function barsHeight(rows: number, seriesCount = 1): number {
  return Math.max(180, rows * (12 + seriesCount * 16) + 60);
}
