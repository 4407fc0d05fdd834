import { describe, expect, it } from 'vitest';
import { barsOption, levelsOption, radarOption } from './chart-options';

describe('the report chart options', () => {
  it('draws a hidden figure as a gap, never as zero', () => {
    const radar = radarOption(['品德发展', '学业发展'], [{ name: '本区域', values: [80, null] }]) as {
      series: { data: { value: unknown[] }[] }[];
    };
    expect(radar.series[0]?.data[0]?.value).toEqual([80, '-']);
    const bars = barsOption(['1班', '2班'], [{ name: '总体', values: [null, 74.2] }]) as {
      series: { data: unknown[] }[];
    };
    expect(bars.series[0]?.data).toEqual(['-', 74.2]);
  });

  it('stacks the levels of each row, a hidden row left empty', () => {
    const option = levelsOption(['总体', '品德发展'], ['待提高', '合格', '良好', '优秀'], [[10, 20, 40, 30], null]) as {
      series: { name: string; stack: string; data: unknown[] }[];
    };
    expect(option.series.map((series) => series.name)).toEqual(['待提高', '合格', '良好', '优秀']);
    expect(option.series.every((series) => series.stack === 'levels')).toBe(true);
    expect(option.series[2]?.data).toEqual([40, '-']);
  });
});
