import { describe, expect, it } from 'vitest';
import { levelOfScore } from '@pingjia/contract';
import { labelSvg, stableClassNames, studentCharts, twoLines } from './charts.js';
import type { ReportAspect } from './figures.js';

const aspect = (dimensionId: string, name: string, score: number | null, district: number | null): ReportAspect => ({
  dimensionId,
  name,
  score,
  level: score === null ? null : levelOfScore(score),
  comparison: { class: 70, school: null, district },
  change: null,
  indicators: [],
});

const aspects = [
  aspect('1', '品德发展', 88, 80.5),
  aspect('2', '学业发展', 66, null),
  aspect('3', '身心发展', null, 75),
];

// The first case loads ECharts' server renderer: over 5 s on a busy two-core machine.
describe('the student report charts drawn on the server', { timeout: 20_000 }, () => {
  it('draws a radar and a comparison naming every aspect, labelled for screen readers', async () => {
    const charts = await studentCharts({ taken: true, aspects }, 'zh-CN');
    for (const svg of [charts.radar, charts.comparison]) {
      expect(svg?.startsWith('<svg')).toBe(true);
      for (const name of ['品德发展', '学业发展', '身心发展']) expect(svg).toContain(name);
    }
    expect(charts.radar).toContain('<title id="report-radar-title">各方面得分雷达图</title>');
    expect(charts.radar).toContain('品德发展：本人 88，区县平均 80.5；学业发展：本人 66，区县平均 无');
    expect(charts.comparison).toContain('aria-labelledby="report-comparison-title report-comparison-desc"');
  });

  it('draws the same SVG for the same figures', async () => {
    const first = await studentCharts({ taken: true, aspects }, 'en-US');
    const second = await studentCharts({ taken: true, aspects }, 'en-US');
    expect(second).toEqual(first);
    expect(first.comparison).toContain('School average');
  });

  it('draws no radar for fewer than three aspects and nothing for a report not taken', async () => {
    const two = await studentCharts({ taken: true, aspects: aspects.slice(0, 2) }, 'zh-CN');
    expect(two.radar).toBeNull();
    expect(two.comparison).toContain('学业发展');
    expect(await studentCharts({ taken: false, aspects }, 'zh-CN')).toEqual({ radar: null, comparison: null });
  });

  it('writes names as text, never as markup', async () => {
    const charts = await studentCharts({ taken: true, aspects: [aspect('1', '<script>x</script>', 80, 70)] }, 'zh-CN');
    expect(charts.comparison).not.toContain('<script');
    expect(labelSvg('<svg width="1">x</svg>', 'a', 'T&"', '<b>')).toBe(
      '<svg width="1" role="img" aria-labelledby="a-title a-desc"><title id="a-title">T&#38;&#34;</title><desc id="a-desc">&#60;b&#62;</desc>x</svg>',
    );
    expect(stableClassNames('zr3-cls-9 zr3-cls-12 zr3-cls-9', 'r')).toBe('r-cls-0 r-cls-1 r-cls-0');
  });

  it('puts a long radar axis name on two lines so it stays inside the picture', async () => {
    expect(twoLines('品德发展')).toBe('品德发展');
    expect(twoLines('劳动与社会实践')).toBe('劳动与社\n会实践');
    expect(twoLines('Labour and social practice')).toBe('Labour and\nsocial practice');
    const charts = await studentCharts(
      { taken: true, aspects: [...aspects, aspect('5', '劳动与社会实践', 70, 70)] },
      'zh-CN',
    );
    expect(charts.radar).toContain('>劳动与社</text>');
    expect(charts.radar).toContain('>会实践</text>');
  });
});
