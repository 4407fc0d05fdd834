import { report, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { downloadByLink } from './link-download';

export type StudentReportPdfQuery = RouteInput<typeof report.createStudentReportFile>['body'];

/** Has the server make (or find) the report's PDF for the caller, then downloads it with getReportFile. */
export async function downloadStudentReportPdf(query: StudentReportPdfQuery): Promise<void> {
  const file = await http.request(report.createStudentReportFile, { body: query, quiet: true });
  await downloadByLink('getReportFile', file.fileName, file.downloadName);
}
