import { report, RoleCode, type ApiRoute } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { RequestError } from '../../../shared/request/request-error';
import { userStore } from '../../../shared/stores/user-store';
import { renderInApp } from '../../../test/render';
import { studentReportEnUS as en, studentReportZhCN as zh } from '../texts';
import { buildListItem, buildStudentReport, sentTo, serveReplies, studentReplies, type Replies } from '../test-support';
import { StudentReportListPage, type SelectedChild } from './report-list-page';

const http = vi.hoisted(() => ({ request: vi.fn(), revalidate: vi.fn() }));
vi.mock('../../../shared/request', () => ({ http }));

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const serve = (replies: Replies) => serveReplies(http, replies);
const sent = (route: ApiRoute) => sentTo(http, route);

const noChild = (): SelectedChild => {
  throw new Error('a student has no selected child');
};

function openAsStudent(path = '/studentIndex/reportList') {
  userStore.getState().setRole(RoleCode.student, null);
  return renderInApp(<StudentReportListPage useSelectedChild={noChild} />, { path });
}

beforeEach(() => {
  vi.clearAllMocks();
  serve(studentReplies());
});

describe("the student's report list", () => {
  it('groups the reports by year, then batch, the newest first, each a link to open it', async () => {
    serve(
      studentReplies([
        [
          report.getStudentReportList,
          () => [
            buildListItem({ taskGroupId: 31, taskGroupName: '秋季评价', reportYear: '2025', evaluationBatch: '1' }),
            buildListItem({
              taskGroupId: 41,
              taskGroupName: '春季评价',
              reportYear: '2025',
              evaluationBatch: '2',
              read: false,
            }),
            buildListItem({
              taskGroupId: 51,
              taskGroupName: '新学年评价',
              reportYear: '2026',
              evaluationBatch: '1',
              taken: false,
            }),
          ],
        ],
      ]),
    );
    openAsStudent();
    await screen.findByRole('heading', { level: 2, name: '2026-2027学年' });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual([
      zh.list.title,
      '2026-2027学年',
      '第一批次（秋季学期）',
      '2025-2026学年',
      '第二批次（春季学期）',
      '第一批次（秋季学期）',
    ]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/studentIndex/reportList?taskGroupId=51',
      '/studentIndex/reportList?taskGroupId=41',
      '/studentIndex/reportList?taskGroupId=31',
    ]);
    expect(links[0]?.textContent).toContain(zh.list.notTaken);
    expect(links[1]?.textContent).toContain(zh.list.unread);
    expect(links[2]?.textContent).not.toContain(zh.list.unread);
  });

  it('filters by year, then by the batches the student has in it', async () => {
    const { user } = openAsStudent();
    await screen.findByRole('link', { name: /2025 秋季综合素质评价/ });
    expect(screen.queryByRole('radiogroup', { name: zh.list.batches })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2025-2026学年' }));
    const batches = await screen.findByRole('radiogroup', { name: zh.list.batches });
    expect(sent(report.getStudentReportEvaluationBatch)).toEqual([{ reportYear: '2025', studentId: undefined }]);
    await user.click(within(batches).getByRole('radio', { name: '第一批次（秋季学期）' }));
    await waitFor(() =>
      expect(sent(report.getStudentReportList).at(-1)).toEqual({ reportYear: '2025', evaluationBatch: '1' }),
    );
  });

  it('says so when there is no published report yet', async () => {
    serve(studentReplies([[report.getStudentReportList, () => []]]));
    openAsStudent();
    expect(await screen.findByText(zh.list.empty)).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    serve(
      studentReplies([
        [
          report.getStudentReportList,
          () => {
            calls += 1;
            if (calls === 1) throw new RequestError('network', 0, 'offline');
            return [buildListItem()];
          },
        ],
      ]),
    );
    const { user } = openAsStudent();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(zh.list.loadFailed);
    await user.click(within(alert).getByRole('button', { name: zh.list.retry }));
    expect(await screen.findByRole('link', { name: /2025 秋季综合素质评价/ })).toBeTruthy();
  });
});

describe('an opened report', () => {
  it('opens from the list, records the read, and leads back to the list', async () => {
    const { user } = openAsStudent();
    await user.click(await screen.findByRole('link', { name: /2025 秋季综合素质评价/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '2025 秋季综合素质评价' })).toBeTruthy();
    await waitFor(() =>
      expect(sent(report.updateReportReadStatus)).toEqual([{ taskGroupId: 31, studentId: undefined }]),
    );
    expect(sent(report.getStudentReport)).toEqual([{ taskGroupId: 31, studentId: undefined }]);
    await user.click(screen.getByRole('link', { name: zh.list.back }));
    expect(await screen.findByRole('heading', { level: 1, name: zh.list.title })).toBeTruthy();
  });

  it('shows the reading guide the first time, and records it once closed', async () => {
    serve(studentReplies([[report.findOrUpdatePopupStatus, () => ({ show: true })]]));
    const { user } = openAsStudent('/studentIndex/reportList?taskGroupId=31');
    const guide = await screen.findByRole('dialog', { name: zh.guide.title });
    expect(within(guide).getByText(fill(zh.guide.levels, { pass: 60, good: 70, excellent: 85 }))).toBeTruthy();
    expect(sent(report.findOrUpdatePopupStatus)).toEqual([{ taskGroupId: 31, studentId: undefined, update: false }]);
    await user.click(within(guide).getByRole('button', { name: zh.guide.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(report.findOrUpdatePopupStatus).at(-1)).toEqual({
      taskGroupId: 31,
      studentId: undefined,
      update: true,
    });
  });

  it('shows no guide once it has been shown', async () => {
    openAsStudent('/studentIndex/reportList?taskGroupId=31');
    await screen.findByRole('heading', { level: 1, name: '2025 秋季综合素质评价' });
    await waitFor(() => expect(sent(report.findOrUpdatePopupStatus)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads a refused report as one that is not available, with the way back', async () => {
    serve(
      studentReplies([
        [
          report.getStudentReport,
          () => {
            throw new RequestError('business', 10004, '记录不存在');
          },
        ],
      ]),
    );
    openAsStudent('/studentIndex/reportList?taskGroupId=99');
    expect((await screen.findByRole('alert')).textContent).toBe(zh.list.notAvailable);
    expect(screen.getByRole('link', { name: zh.list.back })).toBeTruthy();
    expect(sent(report.updateReportReadStatus)).toEqual([]);
  });
});

describe("a parent's report list", () => {
  const children = [
    { studentId: 1001, userName: '王小明' },
    { studentId: 1002, userName: '王小红' },
  ];

  function openAsParent(path = '/studentIndex/reportList') {
    userStore.getState().setRole(RoleCode.parent, null);
    const choose = vi.fn();
    let currentId = 1002;
    const useSelectedChild = (): SelectedChild => ({
      children: { isPending: false, isError: false, refetch: () => Promise.resolve() },
      list: children,
      current: children.find((child) => child.studentId === currentId) ?? null,
      choose: (studentId: number) => {
        currentId = studentId;
        choose(studentId);
      },
    });
    return { ...renderInApp(<StudentReportListPage useSelectedChild={useSelectedChild} />, { path }), choose };
  }

  it("lists the selected child's reports and opens them for that child", async () => {
    const { user } = openAsParent();
    expect(
      await screen.findByRole('heading', { level: 1, name: fill(zh.list.childTitle, { name: '王小红' }) }),
    ).toBeTruthy();
    await waitFor(() => expect(sent(report.getStudentReportList)).toEqual([{ studentId: 1002 }]));
    await user.click(await screen.findByRole('link', { name: /2025 秋季综合素质评价/ }));
    await screen.findByRole('heading', { level: 1, name: '2025 秋季综合素质评价' });
    expect(sent(report.getStudentReport)).toEqual([{ taskGroupId: 31, studentId: 1002 }]);
    await waitFor(() => expect(sent(report.updateReportReadStatus)).toEqual([{ taskGroupId: 31, studentId: 1002 }]));
  });

  it('switches to another child, back on the list', async () => {
    const { user, choose } = openAsParent('/studentIndex/reportList?taskGroupId=31');
    await screen.findByRole('heading', { level: 1, name: '2025 秋季综合素质评价' });
    await user.click(screen.getByRole('radio', { name: '王小明' }));
    expect(choose).toHaveBeenCalledWith(1001);
    expect(
      await screen.findByRole('heading', { level: 1, name: fill(zh.list.childTitle, { name: '王小明' }) }),
    ).toBeTruthy();
    await waitFor(() => expect(sent(report.getStudentReportList).at(-1)).toEqual({ studentId: 1001 }));
  });

  it('asks to bind a child first when there is none', () => {
    userStore.getState().setRole(RoleCode.parent, null);
    renderInApp(
      <StudentReportListPage
        useSelectedChild={() => ({
          children: { isPending: false, isError: false, refetch: () => Promise.resolve() },
          list: [],
          current: null,
          choose: () => undefined,
        })}
      />,
    );
    expect(screen.getByText(zh.list.noChildren)).toBeTruthy();
  });
});

describe('in English', () => {
  afterEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('names the years and batches with their English labels', async () => {
    await i18n.changeLanguage('en-US');
    openAsStudent();
    expect(await screen.findByRole('heading', { level: 2, name: 'School year 2025-2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Batch 1 (autumn term)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.list.title })).toBeTruthy();
  });
});

describe('the report view on the phone', () => {
  it('uses the year and batch names of the dictionaries', async () => {
    serve(studentReplies([[report.getStudentReport, () => buildStudentReport()]]));
    openAsStudent('/studentIndex/reportList?taskGroupId=31');
    const article = await screen.findByRole('article');
    await waitFor(() => expect(article.textContent).toContain('2025-2026学年'));
    expect(article.textContent).toContain('第一批次（秋季学期）');
  });
});
