import { describe, expect, it } from 'vitest';
import { levelOfScore } from '@pingjia/contract';
import type { ReportAspect } from './figures.js';
import { plainLanguage } from './plain-language.js';

const none = { class: null, school: null, district: null };
const scored = (score: number | null) => ({ score, level: score === null ? null : levelOfScore(score) });

function aspect(
  dimensionId: string,
  name: string,
  score: number | null,
  indicators: [string, string, number | null][],
) {
  return {
    dimensionId,
    name,
    ...scored(score),
    comparison: none,
    change: null,
    indicators: indicators.map(([id, indicatorName, value]) => ({
      dimensionId: id,
      name: indicatorName,
      ...scored(value),
      comparison: none,
    })),
  } satisfies ReportAspect;
}

describe('the plain-language strengths and things to work on', () => {
  it('reads well for a child with a single indicator: a strength and nothing invented to work on', () => {
    const result = plainLanguage([aspect('1', '品德发展', 90, [['10', '理想信念', 90]])], 'zh-CN');
    expect(result.strengths).toEqual([
      { dimensionId: '10', name: '理想信念', text: '在「理想信念」方面表现优秀（90 分），继续保持！' },
    ]);
    expect(result.toWorkOn).toEqual([]);
  });

  it('never lists one score as both strength and thing to work on', () => {
    const result = plainLanguage([aspect('2', '学业发展', 50, [['20', '学习习惯', 50]])], 'en-US');
    expect(result.strengths).toEqual([]);
    expect(result.toWorkOn.map((item) => item.dimensionId)).toEqual(['20']);
    expect(result.toWorkOn[0]?.text).toMatch(/^学习习惯 has room to grow \(50\)\. Try this: Keep a regular time/);
  });

  it('names the best of low scores as the strongest for now, and suggests per aspect, lowest first', () => {
    const result = plainLanguage(
      [
        aspect('1', '品德发展', 55, [
          ['10', '理想信念', 58],
          ['11', '社会责任', 52],
        ]),
        aspect('5', '劳动与社会实践', 40, [['50', '劳动习惯', 40]]),
      ],
      'zh-CN',
    );
    expect(result.strengths.map((item) => item.text)).toEqual([
      '「理想信念」是目前相对较好的方面（58 分），可以从这里建立信心。',
    ]);
    expect(result.toWorkOn.map((item) => item.dimensionId)).toEqual(['50', '11']);
    expect(result.toWorkOn[0]?.text).toContain('家务');
  });

  it('uses an aspect scored without indicators, skips what was not taken, and never goes past three', () => {
    const result = plainLanguage(
      [
        aspect('1', '品德发展', 95, []),
        aspect('2', '学业发展', 92, [
          ['20', '学习习惯', 92],
          ['21', '创新精神', null],
        ]),
        aspect('3', '身心发展', 88, [['30', '健康生活', 88]]),
        aspect('4', '审美素养', 86, [['40', '美育实践', 86]]),
        aspect('9', '自定方面', 72, [['90', '自定指标', 72]]),
      ],
      'en-US',
    );
    expect(result.strengths.map((item) => item.dimensionId)).toEqual(['1', '20', '30']);
    expect(result.toWorkOn.map((item) => item.dimensionId)).toEqual(['90']);
    expect(result.toWorkOn[0]?.text).toBe(
      '自定指标 is going well (72) and can go further. Try this: Talk with the teacher about this area and set one small goal together.',
    );
  });

  it('says nothing for a report not taken', () => {
    expect(plainLanguage([aspect('1', '品德发展', null, [['10', '理想信念', null]])], 'zh-CN')).toEqual({
      strengths: [],
      toWorkOn: [],
    });
  });
});
