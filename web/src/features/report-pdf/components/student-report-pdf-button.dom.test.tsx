import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { downloadStudentReportPdf } from '../api/download-student-report-pdf';
import { reportPdfZhCN as texts } from '../texts';
import { StudentReportPdfButton } from './student-report-pdf-button';

vi.mock('../api/download-student-report-pdf', () => ({ downloadStudentReportPdf: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('StudentReportPdfButton', () => {
  it("downloads the report's PDF, saying so while the server makes it", async () => {
    let finish: () => void = () => undefined;
    vi.mocked(downloadStudentReportPdf).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderInApp(<StudentReportPdfButton taskGroupId={7} studentId={12} />);
    await user.click(screen.getByRole('button', { name: texts.download }));
    expect(downloadStudentReportPdf).toHaveBeenCalledWith({ taskGroupId: 7, studentId: 12 });
    const busy = screen.getByRole('button', { name: texts.making });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: texts.download })).toBeTruthy();
  });

  it("asks for the signed-in student's own report when no student is named, and shows a failure beside it", async () => {
    vi.mocked(downloadStudentReportPdf).mockRejectedValue(new Error('记录不存在'));
    const { user } = renderInApp(<StudentReportPdfButton taskGroupId={7} />);
    await user.click(screen.getByRole('button', { name: texts.download }));
    expect(downloadStudentReportPdf).toHaveBeenCalledWith({ taskGroupId: 7 });
    expect((await screen.findByRole('alert')).textContent).toBe('PDF 没有下载成功：记录不存在');
  });
});
