import { report, type ApiRoute, type StudentMark } from '@pingjia/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../shared/request/request-error';
import { renderInApp } from '../../../../test/render';
import { studentReportZhCN as zh } from '../../texts';
import { buildStudentReport, sentTo, serveReplies, type Replies } from '../../test-support';
import { StuReportPage } from './stu-report-page';

const http = vi.hoisted(() => ({ request: vi.fn(), revalidate: vi.fn() }));
vi.mock('../../../../shared/request', () => ({ http }));

const publication = { published: false, publishedAt: null };
const autumn = {
  taskGroupId: 31,
  taskGroupName: '2025 秋季综合素质评价',
  reportYear: '2025',
  evaluationBatch: '1',
  publication,
};

const mark = (studentId: number, userName: string, overall: number | null, level: number | null): StudentMark => ({
  studentId,
  userName,
  loginName: `stu${studentId}`,
  className: '2班',
  taken: overall !== null,
  overall,
  level,
});

function serve(overrides: Replies = []) {
  serveReplies(http, [
    [report.findReportGroupInfoName, () => [autumn]],
    [report.findReportEvaluationBatch, () => [{ evaluationBatch: '1', name: '第一批次（秋季学期）' }]],
    [
      report.getPageClassesReport,
      () => ({
        rows: [
          {
            classId: 502,
            className: '2班',
            gradeName: '五年级',
            schoolName: '朝阳实验小学',
            overall: { students: 31, mean: 78.4, levels: [2, 8, 15, 6], suppressed: false },
            publication,
          },
        ],
        total: 1,
      }),
    ],
    [
      report.selectStudentReportMarkList,
      () => ({ rows: [mark(7, '李华', null, null), mark(9, '王小明', 81.5, 3)], total: 2 }),
    ],
    [report.getStudentReport, () => buildStudentReport({ head: { ...buildStudentReport().head, publication } })],
    ...overrides,
  ]);
}

const sent = (route: ApiRoute) => sentTo(http, route);

async function openStudent() {
  const view = renderInApp(<StuReportPage />);
  await view.user.click(await screen.findByRole('button', { name: '2班' }));
  await screen.findByRole('button', { name: '王小明' });
  const students = screen.getByRole('table');
  return { ...view, students };
}

beforeEach(() => {
  vi.clearAllMocks();
  serve();
});

afterEach(() => vi.restoreAllMocks());

describe('the admin student report page', () => {
  it("opens on the scope's newest report with its classes", async () => {
    renderInApp(<StuReportPage />);
    const open = await screen.findByRole('button', { name: '2班' });
    const table = screen.getByRole('table');
    expect(table.contains(open)).toBe(true);
    expect(within(table).getByText('朝阳实验小学')).toBeTruthy();
    expect(within(table).getByText('78.4')).toBeTruthy();
    expect(sent(report.getPageClassesReport)).toEqual([
      { taskGroupId: 31, keyword: undefined, pageIndex: 1, pageSize: 20 },
    ]);
  });

  it('lists a class’s students as the server orders them, "not taken" without a score', async () => {
    const { students } = await openStudent();
    const rows = within(students).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `李华stu7${zh.admin.takenNo}——`,
      `王小明stu9${zh.admin.takenYes}81.5${zh.view.level['3']}`,
    ]);
    expect(sent(report.selectStudentReportMarkList)).toEqual([
      { taskGroupId: 31, classId: 502, keyword: undefined, taken: undefined, pageIndex: 1, pageSize: 20 },
    ]);
    expect(screen.getByRole('navigation', { name: zh.admin.path }).textContent).toContain('2班');
  });

  it("opens a student's report as a preview, and exports it", async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    serve([[report.exportStudentReport, () => new Response(new Blob(['xlsx']))]]);
    const { user, students } = await openStudent();
    await user.click(within(students).getByRole('button', { name: '王小明' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2025 秋季综合素质评价' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(zh.view.preview);
    expect(sent(report.getStudentReport)).toEqual([{ taskGroupId: 31, studentId: 9 }]);
    await user.click(screen.getByRole('button', { name: zh.admin.export }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(sent(report.exportStudentReport)).toEqual([{ taskGroupId: 31, studentId: 9 }]);
  });

  it('says why an export failed, beside its button', async () => {
    serve([
      [
        report.exportStudentReport,
        () => {
          throw new RequestError('business', 10004, '记录不存在');
        },
      ],
    ]);
    const { user, students } = await openStudent();
    await user.click(within(students).getByRole('button', { name: '王小明' }));
    await user.click(await screen.findByRole('button', { name: zh.admin.export }));
    expect(await screen.findByText(zh.admin.exportFailed.replace('{{message}}', '记录不存在'))).toBeTruthy();
  });

  it('goes back up to the class, then to every class', async () => {
    const { user, students } = await openStudent();
    await user.click(within(students).getByRole('button', { name: '王小明' }));
    await screen.findByRole('article');
    const path = screen.getByRole('navigation', { name: zh.admin.path });
    await user.click(within(path).getByRole('button', { name: '2班' }));
    expect(await screen.findByRole('button', { name: '王小明' })).toBeTruthy();
    await user.click(
      within(screen.getByRole('navigation', { name: zh.admin.path })).getByRole('button', {
        name: zh.admin.allClasses,
      }),
    );
    expect(await screen.findByRole('button', { name: '2班' })).toBeTruthy();
  });

  it('says so when the scope has no report in the year and batch', async () => {
    serve([[report.findReportGroupInfoName, () => []]]);
    renderInApp(<StuReportPage />);
    expect(await screen.findByText('这个年度和批次下还没有报告')).toBeTruthy();
    expect(sent(report.getPageClassesReport)).toEqual([]);
  });
});
