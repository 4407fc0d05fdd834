import { describe, expect, it } from 'vitest';
import { composeQuestion } from './context.js';
import type { SumRow } from './repository.js';

const names = new Map([
  ['1', '品德发展'],
  ['10', '理想信念'],
  ['2', '学业发展'],
]);

const sum = (dimensionId: string, students: number, mean: number, levels: SumRow['levels']): SumRow => ({
  dimensionId,
  parentDimensionId: dimensionId.length > 1 && dimensionId !== 'overall' ? dimensionId.slice(0, 1) : null,
  students,
  scoreSum: students * mean,
  levels,
});

describe('composeQuestion', () => {
  it("writes a student's scores in the tree's order, with the class and school means where five or more", () => {
    const text = composeQuestion(
      {
        kind: 'student',
        student: [
          { dimensionId: '2', parentDimensionId: null, score: 61.25 },
          { dimensionId: '10', parentDimensionId: '1', score: 90 },
          { dimensionId: 'overall', parentDimensionId: null, score: 75.6 },
          { dimensionId: '1', parentDimensionId: null, score: 85 },
        ],
        classSums: [sum('1', 4, 80, [0, 0, 4, 0])],
        schoolSums: [sum('1', 40, 77.25, [1, 9, 20, 10])],
      },
      names,
      '怎么提高？',
      'zh-CN',
    );
    expect(text.split('\n').slice(2)).toEqual([
      '得分：',
      '总评：75.6 分，等级 3；班级平均 —，学校平均 —',
      '品德发展：85 分，等级 4；班级平均 —，学校平均 77.3',
      '  - 理想信念：90 分，等级 4',
      '学业发展：61.3 分，等级 2；班级平均 —，学校平均 —',
      '',
      '问题：怎么提高？',
    ]);
  });

  it("writes a class's means and levels in English, and no figure for fewer than five", () => {
    const text = composeQuestion(
      { kind: 'class', classSums: [sum('1', 6, 70, [1, 1, 2, 2]), sum('10', 3, 90, [0, 0, 0, 3])] },
      names,
      'Where is the class weakest?',
      'en-US',
    );
    expect(text).toContain('Below are the scores of a class report');
    expect(text).toContain('品德发展: mean 70 points (6 students with a score; levels 1–4: 1, 1, 2, 2)');
    expect(text).toContain('  - 理想信念: fewer than 5 students with a score: not shown');
    expect(text.endsWith('Question: Where is the class weakest?')).toBe(true);
  });
});
