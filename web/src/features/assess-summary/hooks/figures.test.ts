import { describe, expect, it } from 'vitest';
import { barChartOption, chartHeight } from './chart-spec';
import { exportsAt } from './exports-at';
import { ratePercent, splitDuration, toMinutes } from './figures';

describe('figures', () => {
  it('writes a rate as a percentage with one decimal', () => {
    expect(ratePercent(0.25)).toBe(25);
    expect(ratePercent(1 / 3)).toBe(33.3);
  });

  it('splits a duration into the largest unit that reads well', () => {
    expect(splitDuration(42)).toEqual({ unit: 'seconds', seconds: 42 });
    expect(splitDuration(125)).toEqual({ unit: 'minutes', minutes: 2, seconds: 5 });
    expect(splitDuration(3 * 3600 + 29 * 60 + 40)).toEqual({ unit: 'hours', hours: 3, minutes: 30 });
    expect(splitDuration(-3)).toEqual({ unit: 'seconds', seconds: 0 });
    expect(toMinutes(90)).toBe(1.5);
  });
});

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
});

describe('exportsAt', () => {
  it("offers a class's students under a class, a grade's classes under a grade, and the figures everywhere", () => {
    expect(exportsAt('student')).toEqual(['classDetails', 'completionStatus', 'finishRate']);
    expect(exportsAt('class')).toEqual(['gradeDetails', 'completionStatus', 'finishRate']);
    expect(exportsAt('school')).toEqual(['completionStatus', 'finishRate']);
  });
});
