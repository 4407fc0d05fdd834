import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drillZhCN } from '../../../shared/admin/drill/texts';
import { reportChoiceZhCN } from '../../../shared/admin/report-choice/texts';
import { i18n } from '../../../shared/i18n';
import { renderInApp } from '../../../test/render';
import {
  answerWith,
  buildAspect,
  buildFigure,
  buildHead,
  buildUnitReport,
  buildUnitRow,
  callsOf,
  defaultServer,
  district,
  school,
} from '../test-support';
import { reportsEnUS, reportsZhCN } from '../texts';
import { AreaReportPage, SchoolReportPage } from './unit-report-page';

vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: { request: vi.fn(), revalidate: vi.fn() }, RequestError, isRequestError };
});

const text = reportsZhCN;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const card = (label: string) =>
  within(screen.getByTestId('report-overall')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

let server: ReturnType<typeof defaultServer>;

beforeEach(() => {
  server = defaultServer();
  answerWith(server);
});

afterEach(async () => {
  vi.clearAllMocks();
  document.querySelectorAll('dialog').forEach((dialog) => dialog.remove());
  await i18n.changeLanguage('zh-CN');
});

describe('the area report', { timeout: 30_000 }, () => {
  it('opens on the newest report: a preview, its figures and the value-added with its method', async () => {
    renderInApp(<AreaReportPage />);
    expect(screen.getByRole('heading', { level: 1, name: text.titles.area })).toBeTruthy();
    await screen.findByTestId('report-overall');
    expect(screen.getByTestId('report-report').textContent).toBe('春季综合评价');
    expect(screen.getByTestId('report-period').textContent).toBe('2025-2026学年 · 第二批次（春季学期）');
    expect(screen.getByTestId('report-publication').textContent).toBe(text.head.preview);
    expect(screen.getByTestId('report-baseline').textContent).toContain('秋季综合评价');
    expect(card(text.overall.mean)).toBe('78.4');
    expect(card(text.overall.level)).toBe(text.levels['3']);
    expect(card(text.overall.change)).toBe('+3.2');
    expect(card(text.overall.againstExpected)).toBe('\u22120.8');
    expect(screen.getByTestId('value-added-method').textContent).toBe(text.valueAdded.method);
    const learning = screen.getAllByRole('row', { name: /学业发展/ });
    expect(learning.some((row) => row.textContent?.includes('\u22121.2'))).toBe(true);
    const unit = screen.getByRole('row', { name: new RegExp(school.name) });
    expect(unit.textContent).toContain('+3.2');
    expect(unit.textContent).toContain('+1.5');
    expect(callsOf('queryDistrictReport').at(-1)?.body).toEqual({ taskGroupId: 12 });
  });

  it('shows "—" with its reason where fewer than 5 students stand behind a figure', async () => {
    server.queryDistrictReport = () =>
      buildUnitReport({
        aspects: [buildAspect({ figure: buildFigure(null, 3), valueAdded: null })],
        rows: [buildUnitRow({ overall: buildFigure(null, 4), aspects: [null], valueAdded: null })],
      });
    renderInApp(<AreaReportPage />);
    const unit = await screen.findByRole('row', { name: new RegExp(school.name) });
    expect(within(unit).getAllByText(text.missing.few).length).toBeGreaterThan(0);
    expect(within(unit).getAllByText('—').length).toBeGreaterThan(0);
    expect(unit.textContent).not.toMatch(/\d+\.\d/);
    const [aspect] = screen.getAllByRole('row', { name: /品德发展/ });
    expect(within(aspect as HTMLElement).getByTitle(text.missing.few)).toBeTruthy();
    expect(screen.getAllByText(text.missing.legend).length).toBeGreaterThan(0);
  });

  it('says so when there is no earlier report to compare with', async () => {
    server.queryDistrictReport = () => buildUnitReport({ head: buildHead({ baseline: null }) });
    renderInApp(<AreaReportPage />);
    await screen.findByText(text.valueAdded.noBaseline);
    expect(screen.getByTestId('report-baseline').textContent).toBe(text.head.noBaseline);
  });

  it('publishes only after the confirmation, then shows the report as published', async () => {
    let isPublished = false;
    server.queryDistrictReport = () =>
      buildUnitReport({
        head: buildHead({
          publication: { published: isPublished, publishedAt: isPublished ? '2026-03-03 09:00:00' : null },
        }),
      });
    server.publishReport = () => {
      isPublished = true;
      return { published: true, publishedAt: '2026-03-03 09:00:00' };
    };
    const { user } = renderInApp(<AreaReportPage />);
    await user.click(await screen.findByRole('button', { name: text.publish.publish }));
    const question = fill(text.publish.publishConfirm, { report: '春季综合评价', scope: '西湖区' });
    const dialog = await screen.findByRole('dialog', { name: question });
    await user.click(within(dialog).getByRole('button', { name: text.publish.cancel }));
    expect(callsOf('publishReport')).toEqual([]);

    await user.click(screen.getByRole('button', { name: text.publish.publish }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.publish.confirmPublish }),
    );
    await waitFor(() => expect(callsOf('publishReport')).toHaveLength(1));
    expect(callsOf('publishReport')[0]?.body).toEqual({ taskGroupId: 12, scope: 'region', scopeId: 3 });
    await screen.findByRole('button', { name: text.publish.withdraw });
    expect(screen.getByTestId('report-publication').textContent).toContain('已发布');
  });

  it('says so when a withdrawal leaves a release made above the node standing', async () => {
    server.queryDistrictReport = () =>
      buildUnitReport({ head: buildHead({ publication: { published: true, publishedAt: '2026-01-10 10:00:00' } }) });
    server.withdrawReport = () => ({ published: true, publishedAt: '2026-01-10 10:00:00' });
    const { user } = renderInApp(<AreaReportPage />);
    await user.click(await screen.findByRole('button', { name: text.publish.withdraw }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.publish.confirmWithdraw }),
    );
    await screen.findByText(text.publish.stillPublished);
    expect(callsOf('withdrawReport')[0]?.body).toEqual({ taskGroupId: 12, scope: 'region', scopeId: 3 });
    expect(screen.getByRole('button', { name: text.publish.withdraw })).toBeTruthy();
  });

  it('offers no publishing to a role that may not publish', async () => {
    server.getMyScope = () => ({
      roleId: 1,
      level: 'area',
      regionIds: [3],
      schoolIds: null,
      classIds: null,
      capabilities: ['readReports'],
    });
    renderInApp(<AreaReportPage />);
    await screen.findByTestId('report-overall');
    await waitFor(() => expect(callsOf('getMyScope')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: text.publish.publish })).toBeNull();
  });

  it('opens a school from its row by keyboard and goes back to the scope', async () => {
    server.queryDistrictReport = ({ body }) =>
      body?.node
        ? buildUnitReport({ head: buildHead({ path: [district, school], node: school }), rows: [] })
        : buildUnitReport();
    const { user } = renderInApp(<AreaReportPage />);
    (await screen.findByRole('button', { name: school.name })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsOf('queryDistrictReport').at(-1)?.body).toMatchObject({ node: { kind: 'school', id: 5 } }),
    );
    const path = screen.getByRole('navigation', { name: drillZhCN.path.label });
    await within(path).findByText(school.name);
    await user.click(within(path).getByRole('button', { name: drillZhCN.path.root }));
    await waitFor(() => expect(callsOf('queryDistrictReport').at(-1)?.body).toEqual({ taskGroupId: 12 }));
  });

  it('asks for the grade and baseline chosen', async () => {
    const { user } = renderInApp(<AreaReportPage />);
    await screen.findByTestId('report-overall');
    await user.click(screen.getByLabelText(text.filters.grade));
    await user.click(await screen.findByTitle('八年级'));
    await waitFor(() => expect(callsOf('queryDistrictReport').at(-1)?.body).toMatchObject({ gradeLevel: 8 }));
    await user.click(screen.getByLabelText(text.filters.baseline));
    await user.click(
      await screen.findByTitle(fill(text.filters.baselineOption, { name: '秋季综合评价', year: '2025-2026学年' })),
    );
    await waitFor(() => expect(callsOf('queryDistrictReport').at(-1)?.body).toMatchObject({ baseTaskGroupId: 11 }));
  });

  it('names each chart by its numbers when the charts are shown', async () => {
    const { user } = renderInApp(<AreaReportPage />);
    await screen.findByTestId('report-overall');
    expect(screen.queryByRole('img', { name: new RegExp(`^${text.charts.radarTitle}`) })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.charts.show }));
    const radar = screen.getByRole('img', { name: new RegExp(`^${text.charts.radarTitle}`) });
    expect(radar.getAttribute('aria-label')).toContain('品德发展 80.0; 学业发展 76.8');
    expect(screen.getByRole('button', { name: text.charts.hide }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says a report without a single score has none yet, rather than showing empty figures', async () => {
    server.queryDistrictReport = () =>
      buildUnitReport({ head: buildHead({ students: { included: 42, taken: 0 } }), aspects: [], rows: [] });
    renderInApp(<AreaReportPage />);
    await screen.findByText(text.noScores);
    expect(screen.queryByTestId('report-overall')).toBeNull();
    expect(screen.getByTestId('report-students').textContent).toBe(
      fill(text.head.studentsValue, { included: 42, taken: 0 }),
    );
  });

  it('says there is no report for a year without one', async () => {
    server.findReportGroupInfoName = () => [];
    renderInApp(<AreaReportPage />);
    await screen.findByText(reportChoiceZhCN.noReport);
    expect(callsOf('queryDistrictReport')).toEqual([]);
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    renderInApp(<AreaReportPage />);
    await screen.findByTestId('report-overall');
    expect(screen.getByRole('heading', { level: 1, name: reportsEnUS.titles.area })).toBeTruthy();
    expect(screen.getByTestId('report-publication').textContent).toBe(reportsEnUS.head.preview);
    expect(screen.getByTestId('value-added-method').textContent).toBe(reportsEnUS.valueAdded.method);
  });
});

describe('the school report', { timeout: 30_000 }, () => {
  it('lists the schools to choose from above a school, and opens one', async () => {
    const { user } = renderInApp(<SchoolReportPage />);
    await screen.findByText(text.units.chooseSchool);
    expect(screen.queryByTestId('report-overall')).toBeNull();
    server.queryDistrictReport = () => buildUnitReport({ head: buildHead({ path: [school], node: school }), rows: [] });
    await user.click(screen.getByRole('button', { name: school.name }));
    await screen.findByTestId('report-overall');
    // An area admin publishes for the area, not for a school.
    expect(screen.queryByRole('button', { name: text.publish.publish })).toBeNull();
  });
});
