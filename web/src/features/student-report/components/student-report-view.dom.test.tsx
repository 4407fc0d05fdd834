import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { renderInApp } from '../../../test/render';
import { studentReportEnUS as en, studentReportZhCN as zh } from '../texts';
import { buildStudentReport } from '../test-support';
import { StudentReportView } from './student-report-view';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

function show(report = buildStudentReport()) {
  return renderInApp(<StudentReportView report={report} yearName="2025-2026学年" batchName="第一批次（秋季学期）" />);
}

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('a student report', () => {
  it('heads with the student, year, batch, where they answered and when it last changed', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: '2025 秋季综合素质评价' })).toBeTruthy();
    const facts = screen.getByRole('article');
    for (const text of [
      '王小明',
      '2025-2026学年',
      '第一批次（秋季学期）',
      '朝阳实验小学 五年级 2班',
      zh.view.lastChanged,
    ]) {
      expect(within(facts).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText(zh.view.preview)).toBeNull();
  });

  it('shows the overall score with its level in words, strengths and what to work on', () => {
    show();
    const overall = screen.getByRole('region', { name: zh.view.overall });
    expect(within(overall).getByText(fill(zh.view.score, { score: 81.5 }))).toBeTruthy();
    expect(within(overall).getByText(zh.view.level['3'])).toBeTruthy();
    expect(within(screen.getByRole('region', { name: zh.view.strengths })).getByText(/理想信念坚定/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: zh.view.toWorkOn })).getByText(/固定的时间复习/)).toBeTruthy();
  });

  it('reads "not taken", with no score, chart or zero, for a student without answers', () => {
    const aspects = buildStudentReport().aspects.map((aspect) => ({
      ...aspect,
      score: null,
      level: null,
      indicators: aspect.indicators.map((indicator) => ({ ...indicator, score: null, level: null })),
    }));
    show(
      buildStudentReport({
        taken: false,
        overall: { score: null, level: null },
        aspects,
        strengths: [],
        toWorkOn: [],
        charts: { radar: null, comparison: null },
      }),
    );
    expect(screen.getByRole('heading', { name: zh.view.notTakenTitle })).toBeTruthy();
    expect(screen.getByText(fill(zh.view.notTaken, { name: '王小明' }))).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('article').textContent).not.toMatch(/\b0(\.0)?\b/);
  });

  it('shows the server chart as an image, never as markup, with its figures in a table', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.hacked=1</script><text>radar</text></svg>';
    const { container } = show(buildStudentReport({ charts: { radar: hostile, comparison: null } }));
    const chart = screen.getByRole('img', { name: zh.view.charts.radarAlt });
    expect(chart.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(hostile)}`);
    expect(container.querySelector('svg, script')).toBeNull();
    const table = screen.getByRole('table', { name: zh.view.charts.radar });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${zh.view.table.aspect}${zh.view.table.score}${zh.view.table.level}`,
      `品德发展88.2${zh.view.level['4']}`,
      `学业发展64.5${zh.view.level['2']}`,
    ]);
  });

  it('shows a chart without a picture as its table on screen', () => {
    show(buildStudentReport({ charts: { radar: '<svg/>', comparison: null } }));
    expect(screen.queryByRole('img', { name: zh.view.charts.comparisonAlt })).toBeNull();
    const table = screen.getByRole('table', { name: zh.view.charts.comparison });
    expect(table.closest('.pj-sr-only')).toBeNull();
    expect(screen.getByRole('table', { name: zh.view.charts.radar }).closest('.pj-sr-only')).not.toBeNull();
  });

  it('shows an average too small to show as "—" and says why, in the table and in the aspect', () => {
    const report = buildStudentReport();
    const aspects = report.aspects.map((aspect) => ({
      ...aspect,
      comparison: { class: null, school: 74.1, district: 72.9 },
    }));
    show({ ...report, aspects });
    const table = screen.getByRole('table', { name: zh.view.charts.comparison });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow?.textContent).toBe('品德发展88.2—74.172.9');
    const aspect = screen.getByRole('region', { name: '品德发展' });
    expect(within(aspect).getByText(fill(zh.view.averages, { class: '—', school: 74.1, district: 72.9 }))).toBeTruthy();
    expect(screen.getByText(fill(zh.view.suppressed, { min: 5 }))).toBeTruthy();
  });

  it('gives the change since the baseline with its sign, and states the method once', () => {
    const report = buildStudentReport();
    const baseline = { taskGroupId: 30, taskGroupName: '2025 春季评价', reportYear: '2025', evaluationBatch: '2' };
    const aspects = report.aspects.map((aspect, index) => ({ ...aspect, change: index === 0 ? 3.5 : -1.2 }));
    show({ ...report, head: { ...report.head, baseline }, aspects });
    expect(screen.getByText(fill(zh.view.changeMethod, { baseline: '2025 春季评价' }))).toBeTruthy();
    const first = screen.getByRole('region', { name: '品德发展' });
    expect(within(first).getByText(fill(zh.view.change, { baseline: '2025 春季评价', change: '+3.5' }))).toBeTruthy();
    const second = screen.getByRole('region', { name: '学业发展' });
    expect(
      within(second).getByText(fill(zh.view.change, { baseline: '2025 春季评价', change: '\u22121.2' })),
    ).toBeTruthy();
  });

  it('lists each aspect’s indicators with their scores and levels', () => {
    show();
    const indicators = screen.getByRole('list', { name: fill(zh.view.indicators, { name: '品德发展' }) });
    expect(
      within(indicators)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `理想信念${fill(zh.view.score, { score: 90 })}${zh.view.level['4']}`,
      `社会责任${fill(zh.view.score, { score: 86.4 })}${zh.view.level['4']}`,
    ]);
  });

  it('marks an unpublished report as a preview', () => {
    const report = buildStudentReport();
    show({ ...report, head: { ...report.head, publication: { published: false, publishedAt: null } } });
    expect(screen.getByRole('note').textContent).toBe(zh.view.preview);
  });

  it('prints with the print button', async () => {
    // happy-dom has no printing: the browser test prints for real.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: zh.view.print }));
    expect(print).toHaveBeenCalledOnce();
    Reflect.deleteProperty(window, 'print');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    show();
    expect(screen.getByRole('button', { name: en.view.print })).toBeTruthy();
    expect(screen.getByRole('region', { name: en.view.overall }).textContent).toContain(en.view.level['3']);
    expect(screen.getByRole('table', { name: en.view.charts.comparison })).toBeTruthy();
  });
});
