import type { ApiRoute } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drillZhCN } from '../../../shared/admin/drill/texts';
import { i18n } from '../../../shared/i18n';
import { RequestError } from '../../../shared/request/request-error';
import { buttonLabel, renderInApp } from '../../../test/render';
import { exclusiveReportEnUS, exclusiveReportZhCN } from '../texts';
import { ExclusiveReportPage } from './exclusive-report-page';

const fakeHttp = vi.hoisted(() => ({ request: vi.fn(), revalidate: vi.fn() }));
vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: fakeHttp, RequestError, isRequestError };
});

const text = exclusiveReportZhCN;
type Input = { query?: Record<string, unknown>; body?: Record<string, unknown> };
type Handler = (input: Input) => unknown;

const SCHOOL_ADMIN = ['readReports', 'publishReports', 'manageExclusiveIndicators'];
const AREA_ADMIN = ['readReports', 'publishReports'];
const report = { taskGroupId: 12, taskGroupName: '春季综合评价', reportYear: '2025', evaluationBatch: '2' };
const shown = (students: number, mean: number, levels: [number, number, number, number]) => ({
  students,
  mean,
  levels,
  suppressed: false,
});
const tooFew = { students: 3, mean: null, levels: null, suppressed: true };
const noComparison = { class: null, school: null, district: null };
const honesty = { id: 9, schoolId: 5, aspectId: '1', name: '诚信小当家', activityIds: [101, 999] };

function defaultServer(capabilities: string[]): Record<string, Handler> {
  return {
    getMyScope: () => ({ roleId: 6, level: 'school', regionIds: [], schoolIds: [5], classIds: null, capabilities }),
    findReportGroupInfoName: () => [{ ...report, publication: { published: false, publishedAt: null } }],
    findReportEvaluationBatch: () => [{ evaluationBatch: '2', name: '第二批次（春季学期）' }],
    getGradeBySchoolAdmin: () => [
      { gradeId: 1, gradeName: '七年级', gradeLevel: 7, schoolId: 5, schoolName: '求是实验学校', classes: [] },
      { gradeId: 2, gradeName: '八年级', gradeLevel: 8, schoolId: 5, schoolName: '求是实验学校', classes: [] },
      { gradeId: 3, gradeName: '七年级', gradeLevel: 7, schoolId: 6, schoolName: '文三街小学', classes: [] },
    ],
    getReportGrad: () => ({ grades: [{ gradeLevel: 7, gradeName: '七年级' }], currentGradeLevel: null }),
    getTaskNameListById: () => [
      { activityId: 101, activityName: '我的成长足迹', kind: 'activity', sort: 1 },
      { activityId: 102, activityName: '健康生活小调查', kind: 'questionnaire', sort: 2 },
    ],
    getDimensionList: () => [
      { id: '1', parentId: null, name: '品德发展', nameEn: 'Moral development', children: [] },
      { id: '2', parentId: null, name: '学业发展', nameEn: null, children: [] },
    ],
    listExclusiveIndicators: () => [honesty],
    saveExclusiveIndicator: ({ body }) => ({ id: 10, ...body }),
    deleteExclusiveIndicator: ({ body }) => ({ id: body?.id }),
    queryExclusiveReport: ({ body }) => ({
      head: {
        ...report,
        path: [],
        node: { kind: 'school', id: body?.schoolId, name: body?.schoolId === 6 ? '文三街小学' : '求是实验学校' },
        gradeLevel: null,
        publication: { published: false, publishedAt: null },
        lastChangedAt: '2026-03-02T08:30:00.000Z',
        baseline: null,
        students: { included: 32, taken: 30 },
      },
      aspects: [
        {
          dimensionId: '1',
          parentDimensionId: null,
          name: '品德发展',
          figure: shown(30, 82.4, [2, 5, 13, 10]),
          comparison: { ...noComparison, district: 80.1 },
          valueAdded: null,
          indicators: [
            {
              dimensionId: '10',
              parentDimensionId: '1',
              name: '理想信念',
              figure: shown(30, 84, [1, 4, 15, 10]),
              comparison: noComparison,
              valueAdded: null,
            },
          ],
          own: [{ indicatorId: 9, name: '诚信小当家', figure: tooFew }],
        },
      ],
    }),
  };
}

let server: Record<string, Handler>;
const calls = (name: string) =>
  fakeHttp.request.mock.calls.filter(([route]) => (route as ApiRoute).name === name).map(([, input]) => input as Input);

function serve(capabilities: string[]) {
  server = defaultServer(capabilities);
}

beforeEach(() => {
  serve(SCHOOL_ADMIN);
  fakeHttp.revalidate.mockResolvedValue({
    version: '',
    data: [{ dictId: '1', dictType: 'reportYear', dictLabel: '2025-2026学年', dictValue: '2025', sort: 0 }],
  });
  fakeHttp.request.mockImplementation((route: ApiRoute, input: Input = {}) => {
    const handler = server[route.name];
    if (!handler) throw new Error(`no fake for ${route.name}`);
    // A handler that throws answers as a refused call does: a rejected promise.
    return Promise.resolve().then(() => handler(input));
  });
});

afterEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('zh-CN');
});

const indicatorsSection = () => screen.getByRole('region', { name: text.indicators.title });
const reportSection = () => screen.getByRole('region', { name: text.report.title });

async function chooseOption(user: ReturnType<typeof renderInApp>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

// antd's dialog and selects take seconds to drive in happy-dom on a busy machine.
const SLOW = { timeout: 20_000 };

describe('the exclusive report page, as a school admin', SLOW, () => {
  it("lists the school's own indicators and shows them beside the common figures", async () => {
    renderInApp(<ExclusiveReportPage />);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    const row = await within(await screen.findByRole('region', { name: text.indicators.title })).findByRole('row', {
      name: /诚信小当家/,
    });
    expect(row.textContent).toContain('品德发展');
    expect(row.textContent).toContain('我的成长足迹');
    expect(row.textContent).toContain(text.indicators.otherActivity.replace('{{id}}', '999'));

    const figures = await within(reportSection()).findByRole('row', { name: /理想信念/ });
    expect(figures.textContent).toContain('84.0');
    const aspect = within(reportSection()).getByRole('row', { name: /^品德发展/ });
    expect(aspect.textContent).toContain('82.4');
    expect(aspect.textContent).toContain('80.1');
    const own = within(reportSection()).getByRole('row', { name: /诚信小当家/ });
    expect(within(own).getByText(text.kinds.own)).toBeTruthy();
    // Too few students: no mean and no levels, a dash with the reason for screen readers.
    expect(within(own).getAllByText(text.missing.few)).toHaveLength(2);
    expect(within(own).getAllByText('—')[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(text.missing.legend)).toBeTruthy();
    expect(screen.getByText(text.report.preview)).toBeTruthy();
    expect(calls('queryExclusiveReport')[0]?.body).toEqual({ taskGroupId: 12, schoolId: 5, gradeLevel: undefined });
  });

  it('adds an indicator: the rules first, then the aspect, name and activities go to the server', async () => {
    const { user } = renderInApp(<ExclusiveReportPage />);
    await user.click(await screen.findByRole('button', { name: text.indicators.add }));
    const dialog = await screen.findByRole('dialog', { name: text.dialog.createTitle });
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(text.dialog.save) }));
    expect(await within(dialog).findByText(text.dialog.aspectRequired)).toBeTruthy();
    expect(within(dialog).getByText(text.dialog.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(text.dialog.activitiesRequired)).toBeTruthy();
    expect(calls('saveExclusiveIndicator')).toEqual([]);

    await chooseOption(user, text.indicators.aspect, '学业发展');
    await user.type(within(dialog).getByLabelText(text.indicators.name), ' 阅读之星 ');
    await chooseOption(user, text.indicators.activities, '健康生活小调查');
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(text.dialog.save) }));
    await screen.findByText(text.dialog.saved);
    expect(calls('saveExclusiveIndicator')[0]?.body).toEqual({
      id: undefined,
      schoolId: 5,
      aspectId: '2',
      name: '阅读之星',
      activityIds: [102],
    });
    await waitFor(() => expect(calls('listExclusiveIndicators').length).toBeGreaterThan(1));
  });

  it("puts the server's field message on the field and keeps the dialog open", async () => {
    server.saveExclusiveIndicator = () => {
      throw new RequestError('business', 10001, 'refused', [{ path: 'name', message: '本校已有同名指标' }]);
    };
    const { user } = renderInApp(<ExclusiveReportPage />);
    await user.click(
      await screen.findByRole('button', { name: text.indicators.editLabel.replace('{{name}}', honesty.name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.dialog.editTitle });
    expect(within(dialog).getByLabelText<HTMLInputElement>(text.indicators.name).value).toBe(honesty.name);
    await user.click(within(dialog).getByRole('button', { name: buttonLabel(text.dialog.save) }));
    expect(await within(dialog).findByText('本校已有同名指标')).toBeTruthy();
    expect(calls('saveExclusiveIndicator')[0]?.body).toMatchObject({ id: 9, activityIds: [101, 999] });
  });

  it('deletes an indicator only once confirmed', async () => {
    const { user } = renderInApp(<ExclusiveReportPage />);
    const remove = await screen.findByRole('button', {
      name: text.indicators.deleteLabel.replace('{{name}}', honesty.name),
    });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.indicators.cancel }));
    expect(calls('deleteExclusiveIndicator')).toEqual([]);
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.indicators.confirm }));
    await screen.findByText(text.indicators.deleted.replace('{{name}}', honesty.name));
    expect(calls('deleteExclusiveIndicator')[0]?.body).toEqual({ id: 9 });
  });
});

describe('the exclusive report page, as an area admin', SLOW, () => {
  beforeEach(() => serve(AREA_ADMIN));

  it("reads another school's indicators and report, with nothing to change", async () => {
    const { user } = renderInApp(<ExclusiveReportPage />);
    await within(await screen.findByRole('region', { name: text.indicators.title })).findByRole('row', {
      name: /诚信小当家/,
    });
    expect(within(indicatorsSection()).getByText(text.indicators.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.indicators.add })).toBeNull();
    expect(within(indicatorsSection()).queryByRole('button')).toBeNull();
    await chooseOption(user, text.school, '文三街小学');
    await waitFor(() =>
      expect(calls('queryExclusiveReport').at(-1)?.body).toMatchObject({ taskGroupId: 12, schoolId: 6 }),
    );
    expect(calls('listExclusiveIndicators').at(-1)?.body).toEqual({ schoolId: 6 });
    await chooseOption(user, text.grade, '七年级');
    await waitFor(() => expect(calls('queryExclusiveReport').at(-1)?.body).toMatchObject({ gradeLevel: 7 }));
  });

  it('says when the report did not load, and offers to retry', async () => {
    server.queryExclusiveReport = () => {
      throw new RequestError('http', 500, 'down');
    };
    renderInApp(<ExclusiveReportPage />);
    expect(
      await within(await screen.findByRole('region', { name: text.report.title })).findByText(drillZhCN.loadFailed),
    ).toBeTruthy();
    expect(within(reportSection()).getByRole('button', { name: buttonLabel(drillZhCN.retry) })).toBeTruthy();
  });

  it('says when no school of the scope takes the report', async () => {
    server.getGradeBySchoolAdmin = () => [];
    renderInApp(<ExclusiveReportPage />);
    expect(await screen.findByText(text.noSchool)).toBeTruthy();
    expect(calls('queryExclusiveReport')).toEqual([]);
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    renderInApp(<ExclusiveReportPage />);
    const english = exclusiveReportEnUS;
    const own = await within(await screen.findByRole('region', { name: english.report.title })).findByRole('row', {
      name: /诚信小当家/,
    });
    expect(within(own).getAllByText(english.missing.few)).toHaveLength(2);
    expect(screen.getByText(english.indicators.readOnly)).toBeTruthy();
    const listed = within(screen.getByRole('region', { name: english.indicators.title })).getByRole('row', {
      name: /诚信小当家/,
    });
    await waitFor(() => expect(listed.textContent).toContain('Moral development'));
  });
});
