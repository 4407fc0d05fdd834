import { describe, expect, it } from 'vitest';
import { barChartOption, chartHeight, toMinutes } from './chart-spec';

describe('the bar chart', () => {
  it('draws one bar per row, the first at the top, on a fixed axis when one is given', () => {
    const option = barChartOption({ seriesName: 'rate', names: ['A', 'B'], values: [20, 50], max: 100 });
    expect(option.yAxis).toMatchObject({ data: ['A', 'B'], inverse: true });
    expect(option.xAxis).toEqual({ type: 'value', min: 0, max: 100 });
    expect(option.series[0]).toMatchObject({ type: 'bar', name: 'rate', data: [20, 50] });
    expect(barChartOption({ seriesName: 'time', names: [], values: [] }).xAxis).toEqual({ type: 'value', min: 0 });
    expect(chartHeight(1)).toBe(160);
    expect(chartHeight(10)).toBe(384);
  });

  it('scales the time chart in minutes with one decimal', () => {
    expect(toMinutes(90)).toBe(1.5);
  });
});
