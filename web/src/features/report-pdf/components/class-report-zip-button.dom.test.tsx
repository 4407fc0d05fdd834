import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  latestExportJob,
  readExportJob,
  startExportJob,
  type ExportJob,
} from '../../../shared/export-job/export-job-calls';
import { RequestError } from '../../../shared/request/request-error';
import { buttonLabel, renderInApp } from '../../../test/render';
import { downloadByLink } from '../api/link-download';
import { reportPdfZhCN as texts } from '../texts';
import { ClassReportZipButton } from './class-report-zip-button';

vi.mock('../../../shared/export-job/export-job-calls', () => ({
  startExportJob: vi.fn(),
  readExportJob: vi.fn(),
  latestExportJob: vi.fn(),
}));
vi.mock('../api/link-download', () => ({ downloadByLink: vi.fn() }));

const job = (state: ExportJob['state'], extra: Partial<ExportJob> = {}): ExportJob => ({
  jobId: '7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10',
  kind: 'classReportPdfs',
  state,
  scopeName: '七年级1班',
  totalRows: 30,
  doneRows: 0,
  fileName: null,
  downloadName: null,
  failure: null,
  createdAt: '2026-03-02 10:00:00',
  finishedAt: null,
  ...extra,
});
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(latestExportJob).mockResolvedValue(null);
  vi.mocked(downloadByLink).mockResolvedValue(undefined);
});

describe('ClassReportZipButton', () => {
  it("starts the class's zip job, shows the reports drawn so far, then downloads the zip by its link", async () => {
    vi.mocked(startExportJob).mockResolvedValue(job('running', { doneRows: 4 }));
    vi.mocked(readExportJob)
      .mockResolvedValueOnce(job('running', { doneRows: 4 }))
      .mockResolvedValue(
        job('done', {
          doneRows: 30,
          fileName: '2026/03/a.zip',
          downloadName: '七年级1班-学生报告.zip',
          finishedAt: '2026-03-02 10:01:00',
        }),
      );
    const { user } = renderInApp(<ClassReportZipButton taskGroupId={7} classId={3} />);
    expect(await screen.findByText(texts.zipHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: buttonLabel(texts.zip) }));
    expect(startExportJob).toHaveBeenCalledWith({ kind: 'classReportPdfs', query: { taskGroupId: 7, classId: 3 } });

    const bar = await screen.findByRole('progressbar', { name: fill(texts.zipProgress, { scope: '七年级1班' }) });
    expect(bar.getAttribute('aria-valuetext')).toBe(fill(texts.zipCount, { done: 4, total: 30 }));
    const link = await screen.findByRole(
      'button',
      { name: buttonLabel(fill(texts.zipDownload, { file: '七年级1班-学生报告.zip' })) },
      { timeout: 3000 },
    );
    expect(screen.getByText(fill(texts.zipReady, { total: 30, time: '2026-03-02 10:01:00' }))).toBeTruthy();
    await user.click(link);
    expect(downloadByLink).toHaveBeenCalledWith('downloadZipFile', '2026/03/a.zip', '七年级1班-学生报告.zip');
  });

  it('shows why the last zip failed, and why a new start was refused, beside the button', async () => {
    vi.mocked(latestExportJob).mockResolvedValue(job('failed', { failure: '导出失败，请重新导出' }));
    vi.mocked(readExportJob).mockResolvedValue(job('failed', { failure: '导出失败，请重新导出' }));
    vi.mocked(startExportJob).mockRejectedValue(new RequestError('business', 10029, '你已有 3 个导出正在进行'));
    const { user } = renderInApp(<ClassReportZipButton taskGroupId={7} classId={3} />);
    expect((await screen.findByRole('alert')).textContent).toContain('打包失败：导出失败，请重新导出');
    await user.click(screen.getByRole('button', { name: buttonLabel(texts.zip) }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]?.textContent).toContain('打包失败：你已有 3 个导出正在进行');
  });
});
