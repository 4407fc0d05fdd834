import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../request/request-error';
import { buttonLabel, renderInApp } from '../../test/render';
import {
  downloadJobFile,
  latestExportJob,
  readExportJob,
  startExportJob,
  type ExportJob,
  type ExportRequest,
} from './export-job-calls';
import { ExportJobControl } from './export-job-control';
import { exportJobZhCN as texts } from './texts';

vi.mock('./export-job-calls', () => ({
  startExportJob: vi.fn(),
  readExportJob: vi.fn(),
  latestExportJob: vi.fn(),
  downloadJobFile: vi.fn(),
  jobFileUrl: (fileName: string) => `/io/file/getFile?fileName=${fileName}`,
}));

const request: ExportRequest = { kind: 'progressDetails', query: { taskGroupId: 7 } };
const job = (state: ExportJob['state'], extra: Partial<ExportJob> = {}): ExportJob => ({
  jobId: '7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10',
  kind: 'progressDetails',
  state,
  scopeName: '西湖区',
  totalRows: 12,
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
  vi.mocked(downloadJobFile).mockResolvedValue(undefined);
});

describe('the export of a district', () => {
  it('starts a job, shows its rows as a named progress bar, then links its file', async () => {
    vi.mocked(startExportJob).mockResolvedValue(job('running', { doneRows: 3 }));
    vi.mocked(readExportJob)
      .mockResolvedValueOnce(job('running', { doneRows: 3 }))
      .mockResolvedValue(
        job('done', {
          doneRows: 12,
          fileName: '2026/03/a.xlsx',
          downloadName: '进度明细.xlsx',
          finishedAt: '2026-03-02 10:00:05',
        }),
      );
    const { user } = renderInApp(<ExportJobControl request={request} label="导出" />);
    expect(await screen.findByText(texts.background)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: buttonLabel('导出') }));
    expect(startExportJob).toHaveBeenCalledWith(request);

    const bar = await screen.findByRole('progressbar', {
      name: fill(texts.progressLabel, { label: '导出', scope: '西湖区' }),
    });
    expect(bar.getAttribute('aria-valuetext')).toBe(fill(texts.rows, { done: 3, total: 12 }));
    const link = await screen.findByRole(
      'link',
      { name: fill(texts.download, { scope: '西湖区', file: '进度明细.xlsx' }) },
      { timeout: 3000 },
    );
    expect(bar.getAttribute('aria-valuetext')).toBe(fill(texts.rows, { done: 12, total: 12 }));
    expect(screen.getByText(fill(texts.ready, { total: 12, time: '2026-03-02 10:00:05' }))).toBeTruthy();
    await user.click(link);
    expect(downloadJobFile).toHaveBeenCalledWith('2026/03/a.xlsx');
  });

  it('finds the last job of the same export again, and offers a failed one to be started anew', async () => {
    vi.mocked(latestExportJob).mockResolvedValue(job('failed', { failure: '导出失败，请重新导出' }));
    vi.mocked(readExportJob).mockResolvedValue(job('failed', { failure: '导出失败，请重新导出' }));
    vi.mocked(startExportJob).mockResolvedValue(job('queued', { jobId: '0c6b3c3a-1d1e-4e8e-8d7e-5f3a2b1c0d9e' }));
    const { user } = renderInApp(<ExportJobControl request={request} label="导出" />);
    expect((await screen.findByRole('alert')).textContent).toContain('导出失败，请重新导出');
    await user.click(screen.getByRole('button', { name: buttonLabel('导出') }));
    expect(startExportJob).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(texts.queued)).toBeTruthy();
  });

  it('shows why a start was refused beside the button', async () => {
    vi.mocked(startExportJob).mockRejectedValue(new RequestError('business', 10029, '你已有 3 个导出正在进行'));
    const { user } = renderInApp(<ExportJobControl request={request} label="导出" />);
    await user.click(await screen.findByRole('button', { name: buttonLabel('导出') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('你已有 3 个导出正在进行'));
  });
});
