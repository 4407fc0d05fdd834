import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { http } from '../../../shared/request';
import { renderInApp } from '../../../test/render';
import { answerWith, buildClassReport, buildFigure, callsOf, defaultServer } from '../test-support';
import { reportsEnUS, reportsZhCN } from '../texts';
import { ClassesReportPage } from './classes-report-page';

vi.mock('../../../shared/request', async () => {
  const { RequestError, isRequestError } = await import('../../../shared/request/request-error');
  return { http: { request: vi.fn(), revalidate: vi.fn() }, RequestError, isRequestError };
});

const text = reportsZhCN;
const classRow = (classId: number, className: string, mean: number | null) => ({
  classId,
  className,
  gradeName: '七年级',
  schoolName: '求是实验学校',
  overall: buildFigure(mean, mean === null ? 3 : 38),
  publication: { published: false, publishedAt: null },
});

let server: ReturnType<typeof defaultServer>;

beforeEach(() => {
  server = {
    ...defaultServer(),
    getPageClassesReport: () => ({ rows: [classRow(51, '1班', 77.3), classRow(52, '2班', null)], total: 2 }),
    getClassesReportByEachina: () => buildClassReport(),
    exportClassReport: () =>
      new Response('xlsx', {
        headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%E7%8F%AD%E7%BA%A7%E6%8A%A5%E5%91%8A.xlsx" },
      }),
  };
  answerWith(server);
});

afterEach(async () => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh-CN');
});

async function openFirstClass() {
  const view = renderInApp(<ClassesReportPage />);
  const label = text.classes.openLabel.replace('{{name}}', '七年级1班');
  await view.user.click(await screen.findByRole('button', { name: label }));
  await screen.findByRole('heading', { name: text.students.title });
  return view;
}

describe('the class reports', { timeout: 30_000 }, () => {
  it('lists the classes with their overall mean, a small class showing none', async () => {
    renderInApp(<ClassesReportPage />);
    const first = await screen.findByRole('row', { name: /1班/ });
    expect(first.textContent).toContain('77.3');
    const small = screen.getByRole('row', { name: /2班/ });
    expect(within(small).getByText(text.missing.few)).toBeTruthy();
    expect(callsOf('getPageClassesReport').at(-1)?.body).toMatchObject({ taskGroupId: 12, pageIndex: 1, pageSize: 20 });
  });

  it("opens a class: its students in the server's name order, no rank, and 'not taken' for no score", async () => {
    await openFirstClass();
    expect(callsOf('getClassesReportByEachina').at(-1)?.body).toEqual({ taskGroupId: 12, classId: 51 });
    const students = screen.getByRole('heading', { name: text.students.title }).closest('section') as HTMLElement;
    const rows = within(students).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['李明', '王芳']);
    expect(rows[0]?.textContent).toContain('82.5');
    expect(rows[0]?.textContent).toContain(text.levels['3']);
    const untaken = [...(rows[1]?.querySelectorAll('td') ?? [])].slice(2).map((cell) => cell.textContent);
    expect(untaken).toEqual([text.students.notTaken, text.students.notTaken]);
    const headers = within(students)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      text.students.userName,
      text.students.loginName,
      text.students.overall,
      text.students.level,
    ]);
  });

  it('exports the class report as the workbook the server names', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openFirstClass();
    await user.click(screen.getByRole('button', { name: text.export.classReport }));
    await waitFor(() => expect(saved).toEqual(['班级报告.xlsx']));
    expect(vi.mocked(http).request.mock.calls.find(([route]) => route.name === 'exportClassReport')?.[1]).toMatchObject(
      {
        body: { taskGroupId: 12, classId: 51 },
        responseType: 'blob',
      },
    );
  });

  it('shows why an export failed beside its button', async () => {
    server.exportClassReport = () => {
      throw new Error('没有找到');
    };
    const { user } = await openFirstClass();
    await user.click(screen.getByRole('button', { name: text.export.classReport }));
    await screen.findByText(text.export.failed.replace('{{message}}', '没有找到'));
  });

  it('goes back to the list', async () => {
    const { user } = await openFirstClass();
    await user.click(screen.getByRole('button', { name: text.classes.back }));
    await screen.findByRole('heading', { name: text.classes.title });
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en-US');
    renderInApp(<ClassesReportPage />);
    await screen.findByRole('heading', { name: reportsEnUS.classes.title });
    expect(await screen.findByRole('button', { name: 'Open the report of 七年级1班' })).toBeTruthy();
  });
});
