import { files, type DownloadPurpose } from '@pingjia/contract';
import { http } from '../../../shared/request';

type ReportLink = Extract<DownloadPurpose, 'getReportFile' | 'downloadZipFile'>;

/**
 * Hands a stored file to the browser through its §7 link: a one-time download token bound to the
 * file (satoken, stptype), so the link works without the session header. Failures are thrown with
 * their text for the button to show.
 */
export async function downloadByLink(purpose: ReportLink, fileName: string, downloadName: string): Promise<void> {
  const token = await http.request(files.createDownloadToken, {
    body: { purpose, params: { fileName } },
    quiet: true,
  });
  const href = `${files[purpose].path}?${new URLSearchParams({ fileName, ...token }).toString()}`;
  Object.assign(document.createElement('a'), { href, download: downloadName }).click();
}
