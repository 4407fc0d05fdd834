import { describe, expect, it } from 'vitest';
import type { Locale, StudentReport } from '@pingjia/contract';
import { studentCharts } from '../student-reports/charts.js';
import { renderStudentReportPdf } from './render-student-report.js';
import { ASPECT_NAMES, buildStudentReport, bytesOf, readPdf, squeezed } from './test-support.js';

/** A report with the charts the report page draws (ECharts on the server), as the PDF receives them. */
async function withCharts(report: StudentReport, locale: Locale): Promise<StudentReport> {
  return { ...report, charts: await studentCharts(report, locale) };
}

async function render(report: StudentReport, locale: Locale = 'zh-CN') {
  const bytes = await bytesOf(
    renderStudentReportPdf(report, locale, { reportYear: '2025学年', evaluationBatch: '第一批次' }),
  );
  return { bytes, read: readPdf(bytes) };
}

// Each case draws the charts and embeds the 1.6 MB report font, and the first also parses it:
// seconds on a busy two-core machine, not the 5 s a plain unit test gets.
describe('the student report PDF', { timeout: 30_000 }, () => {
  it('prints the student, the five aspects, the averages and the plain words in Chinese, with the charts as vectors', async () => {
    const { read, bytes } = await render(await withCharts(buildStudentReport(), 'zh-CN'));
    const text = squeezed(read.text);
    expect(text).toContain('林小雨');
    for (const name of ASPECT_NAMES) expect(text).toContain(name);
    for (const words of ['2025学年', '第一批次', '西湖实验中学·七年级·三班', '最近更新：2026-01-0916:30:00']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('总体表现81.4分·良好');
    // The comparison chart's legend is text drawn from the SVG, in the report's font.
    expect(text).toContain('区县平均');
    expect(text).toContain('乐于参加劳动，动手能力强。');
    expect(text).toContain('可以多和同学合作，一起完成任务。');
    expect(read.pages).toBe(2);
    expect(text).toContain('第1/2页');
    expect(text).toContain('第2/2页');
    expect(read.pageSize).toContain('595.28 x 841.89');
    expect(read.title).toBe('学生综合素质评价报告 · 林小雨 · 2025学年第一次综合素质评价');
    // Only the repository's font is embedded: no standard font stands in for missing glyphs.
    const fonts = read.fonts.split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('speaks English in en-US: headings, levels and page numbers', async () => {
    const report = buildStudentReport({ head: { ...buildStudentReport().head, baseline: null } });
    const { read } = await render(await withCharts(report, 'en-US'), 'en-US');
    for (const words of [
      'Student evaluation report',
      'Overall',
      'Aspects in detail',
      'Going well',
      'What to work on',
    ]) {
      expect(read.text).toContain(words);
    }
    expect(read.text).toContain('81.4 points · Good');
    expect(read.text).toContain('Page 1 of 2');
    expect(read.text).not.toContain('总体表现');
  });

  it('says "not taken", never zero, for a student without answers', async () => {
    const report = buildStudentReport({
      taken: false,
      overall: { score: null, level: null },
      strengths: [],
      toWorkOn: [],
    });
    const { read } = await render(report);
    const text = squeezed(read.text);
    expect(text).toContain('林小雨还没有参加这次评价，所以没有分数。这里不是零分，而是还没有作答。');
    expect(text).not.toContain('各方面详情');
    expect(read.pages).toBe(1);
  });

  it('marks a preview and leaves out averages too small to show', async () => {
    const head = { ...buildStudentReport().head, publication: { published: false, publishedAt: null } };
    const { read } = await render(buildStudentReport({ head }));
    const text = squeezed(read.text);
    expect(text).toContain('预览：尚未发布，学生和家长还看不到');
    // Indicators carry no class average in the fixture: their cell reads "—", and the page says why.
    expect(text).toContain('品德发展指标169合格—76.575.1');
    expect(text).toContain('“—”表示不显示平均分');
  });

  it('continues a long table on the next pages under its header row, numbering every page', async () => {
    const base = buildStudentReport();
    const aspects = base.aspects.map((aspect, index) => ({
      ...aspect,
      change: [2.5, 0, -1.5, null, 4][index] ?? null,
      indicators: Array.from({ length: 12 }, (_, n) => ({
        ...aspect.indicators[0]!,
        name: `${aspect.name}指标${n + 1}`,
      })),
    }));
    const baseline = { taskGroupId: 3, taskGroupName: '2024学年第二次评价', reportYear: '2024', evaluationBatch: '2' };
    const { read } = await render({ ...base, aspects, head: { ...base.head, baseline } });
    const text = squeezed(read.text);
    expect(read.pages).toBe(3);
    expect(text).toContain('第3/3页');
    // The header row is printed once on each page the table covers.
    expect(text.split('发展方面/指标得分等级班级平均学校平均区县平均变化').length - 1).toBe(3);
    // Each aspect's change since the baseline: up, level, down, unknown.
    expect(text).toContain('品德发展70良好74.276.575.1+2.5');
    expect(text).toContain('学业发展75良好74.276.575.1持平');
    expect(text).toContain('身心发展80良好74.276.575.1-1.5');
    expect(text).toContain('审美素养85优秀74.276.575.1—');
    expect(text).toContain('变化是本次得分减去2024学年第二次评价中同一方面的得分。');
  });
});
