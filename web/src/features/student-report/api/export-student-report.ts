import { report, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type StudentReportExport = RouteInput<typeof report.exportStudentReport>['body'];

/**
 * Downloads one student's report as a workbook and hands it to the browser. Failures are thrown
 * with their text, not toasted: the page shows them beside the button that started the export.
 */
export async function exportStudentReport(query: StudentReportExport, fileName: string): Promise<void> {
  const response = await http.request(report.exportStudentReport, { body: query, responseType: 'blob', quiet: true });
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
