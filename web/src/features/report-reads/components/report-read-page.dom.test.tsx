import type { ApiRoute } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drillZhCN } from '../../../shared/admin/drill/texts';
import { reportChoiceEnUS, reportChoiceZhCN } from '../../../shared/admin/report-choice/texts';
import { i18n } from '../../../shared/i18n';
import { RequestError } from '../../../shared/request/request-error';
import { buttonLabel, renderInApp } from '../../../test/render';
import { reportReadsEnUS, reportReadsZhCN } from '../texts';
import { ReportReadPage } from './report-read-page';

const fakeHttp = vi.hoisted(() => ({ request: vi.fn(), revalidate: vi.fn() }));
vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: fakeHttp, RequestError, isRequestError };
});

const text = reportReadsZhCN;
type Input = { query?: Record<string, unknown>; body?: Record<string, unknown> };
type Handler = (input: Input) => unknown;

const published = (at: string | null) => ({ published: at !== null, publishedAt: at });
const autumn = { taskGroupId: 11, taskGroupName: '秋季综合评价', reportYear: '2025', evaluationBatch: '1' };
const spring = { taskGroupId: 12, taskGroupName: '春季综合评价', reportYear: '2025', evaluationBatch: '2' };
const school = { kind: 'school', id: 5, name: '求是实验学校' } as const;
const klass = { kind: 'class', id: 51, name: '1班' } as const;
const noCounts = { participants: 0, done: 0, waived: 0, inProgress: 0, notStarted: 0, notTakingPart: 0 };
const unitRow = (unit: { kind: string; id: number; name: string }) => ({
  ...unit,
  counts: { ...noCounts, completionRate: 0, timeSpentSeconds: 0 },
});
const counts = { students: 40, readByStudent: 10, readByParent: 4 };
const rows = [
  {
    studentId: 1,
    userName: '李明',
    loginName: 'student01',
    className: '1班',
    studentReadAt: '2026-03-02T08:30:00.000Z',
    parentReadAt: null,
  },
  { studentId: 2, userName: '王芳', loginName: 'student02', className: '1班', studentReadAt: null, parentReadAt: null },
];

/** What the server answers per call; a test replaces the ones it needs. */
function defaultServer(): Record<string, Handler> {
  return {
    findReportGroupInfoName: ({ body }) =>
      body?.evaluationBatch === undefined
        ? [
            { ...autumn, publication: published('2026-01-10T02:00:00.000Z') },
            { ...spring, publication: published(null) },
          ]
        : [autumn, spring]
            .filter((entry) => entry.evaluationBatch === body.evaluationBatch)
            .map((entry) => ({
              ...entry,
              publication: published(entry === autumn ? '2026-01-10T02:00:00.000Z' : null),
            })),
    findReportEvaluationBatch: () => [
      { evaluationBatch: '1', name: '第一批次（秋季学期）' },
      { evaluationBatch: '2', name: '第二批次（春季学期）' },
    ],
    progressDetail: ({ body }) => {
      const atClass = (body?.node as { kind?: string } | undefined)?.kind === 'class';
      const atSchool = (body?.node as { kind?: string } | undefined)?.kind === 'school';
      return {
        path: atClass ? [school, { ...klass, kind: 'class' }] : atSchool ? [school] : [],
        rowKind: atClass ? 'student' : atSchool ? 'class' : 'school',
        totals: { ...noCounts, completionRate: 0, timeSpentSeconds: 0 },
        groups: atClass ? [] : [unitRow(atSchool ? klass : school)],
        students: [],
        total: atClass ? 0 : 1,
      };
    },
    selectStudentReportReadList: ({ body }) =>
      body?.pageSize === 1
        ? {
            rows: rows.slice(0, 1),
            total: 2,
            counts: body.node ? { students: 30, readByStudent: 3, readByParent: 0 } : counts,
          }
        : { rows, total: 2, counts },
  };
}

let server: Record<string, Handler>;
const calls = (name: string) =>
  fakeHttp.request.mock.calls.filter(([route]) => (route as ApiRoute).name === name).map(([, input]) => input as Input);

beforeEach(() => {
  server = defaultServer();
  fakeHttp.revalidate.mockResolvedValue({
    version: '',
    data: [
      {
        dictId: '1',
        dictType: 'reportYear',
        dictLabel: '2025-2026学年',
        dictLabelEn: 'School year 2025-2026',
        dictValue: '2025',
        sort: 0,
      },
      {
        dictId: '2',
        dictType: 'reportYear',
        dictLabel: '2026-2027学年',
        dictLabelEn: null,
        dictValue: '2026',
        sort: 0,
      },
    ],
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

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// antd's selects take seconds to drive in happy-dom on a busy machine.
describe('the report reading page', { timeout: 20_000 }, () => {
  it('opens on the newest report, a preview, with its figures, units and students', async () => {
    renderInApp(<ReportReadPage />);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    await screen.findByRole('row', { name: /李明/ });
    expect(screen.getByText('2025-2026学年')).toBeTruthy();
    expect(screen.getByText('第二批次（春季学期）')).toBeTruthy();
    expect(screen.getByText('春季综合评价')).toBeTruthy();
    expect(screen.getByText(reportChoiceZhCN.preview)).toBeTruthy();
    expect(figure(text.counts.students)).toBe('40');
    expect(figure(text.counts.readByStudent)).toBe('10（25%）');
    expect(figure(text.counts.readByParent)).toBe('4（10%）');
    const unit = await screen.findByRole('row', { name: /求是实验学校/ });
    await waitFor(() => expect(unit.textContent).toContain('3（10%）'));
    const read = screen.getByRole('row', { name: /李明/ });
    expect(read.textContent).toContain('1班');
    expect(within(read).getAllByText(text.students.notYet)).toHaveLength(1);
    expect(within(screen.getByRole('row', { name: /王芳/ })).getAllByText(text.students.notYet)).toHaveLength(2);
    expect(calls('selectStudentReportReadList').at(-1)?.body).toMatchObject({ taskGroupId: 12, reader: 'any' });
  });

  it('drills to a school and a class by keyboard, and back to the scope', async () => {
    const { user } = renderInApp(<ReportReadPage />);
    (await screen.findByRole('button', { name: school.name })).focus();
    await user.keyboard('{Enter}');
    const path = await screen.findByRole('navigation', { name: drillZhCN.path.label });
    await within(path).findByText(school.name);
    await user.click(await screen.findByRole('button', { name: klass.name }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.units.title })).toBeNull());
    expect(calls('selectStudentReportReadList').at(-1)?.body).toMatchObject({ node: { kind: 'class', id: 51 } });
    await user.click(within(path).getByRole('button', { name: drillZhCN.path.root }));
    await screen.findByRole('heading', { name: text.units.title });
  });

  it('asks the server for the students a parent has not read yet, by name', async () => {
    const { user } = renderInApp(<ReportReadPage />);
    await screen.findByRole('row', { name: /李明/ });
    await user.click(screen.getByLabelText(text.filters.reader));
    await user.click(await screen.findByTitle(text.filters.readers.parent));
    await user.click(screen.getByLabelText(text.filters.read));
    await user.click(await screen.findByTitle(text.filters.readStates.unread));
    await user.type(screen.getByLabelText(text.filters.keyword), ' 王 ');
    await user.click(screen.getByRole('button', { name: buttonLabel(text.filters.search) }));
    await waitFor(() =>
      expect(calls('selectStudentReportReadList').at(-1)?.body).toMatchObject({
        reader: 'parent',
        read: false,
        keyword: '王',
        pageIndex: 1,
      }),
    );
  });

  it('says when the year and batch have no report', async () => {
    server.findReportGroupInfoName = () => [];
    server.findReportEvaluationBatch = () => [];
    renderInApp(<ReportReadPage />);
    expect(await screen.findByText(reportChoiceZhCN.noReport)).toBeTruthy();
    expect(calls('selectStudentReportReadList')).toEqual([]);
  });

  it('says when the students did not load, and loads them again on retry', async () => {
    let failing = true;
    server.selectStudentReportReadList = ({ body }) => {
      if (body?.pageSize !== 1 && failing) throw new RequestError('http', 500, 'down');
      return { rows, total: 2, counts };
    };
    const { user } = renderInApp(<ReportReadPage />);
    await screen.findByText(drillZhCN.loadFailed);
    failing = false;
    await user.click(screen.getByRole('button', { name: buttonLabel(drillZhCN.retry) }));
    await screen.findByRole('row', { name: /李明/ });
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    renderInApp(<ReportReadPage />);
    expect(screen.getByRole('heading', { level: 1, name: reportReadsEnUS.title })).toBeTruthy();
    await screen.findByRole('row', { name: /李明/ });
    expect(screen.getByText(reportChoiceEnUS.reportYear)).toBeTruthy();
    // The dictionary's English label, where it has one.
    expect(screen.getByText('School year 2025-2026')).toBeTruthy();
    expect(figure(reportReadsEnUS.counts.readByStudent)).toBe('10 (25%)');
    expect(
      within(screen.getByRole('row', { name: /王芳/ })).getAllByText(reportReadsEnUS.students.notYet),
    ).toHaveLength(2);
  });
});
