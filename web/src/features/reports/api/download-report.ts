import { report, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type ClassExport = RouteInput<typeof report.exportClassReport>['body'];
export type DevelopmentExport = RouteInput<typeof report.exportExcelDevelopmentSituation>['body'];

/** The file name a download's Content-Disposition gives (the exact UTF-8 one first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Hands a workbook reply to the browser as a download. */
async function saveReply(response: Response, fallbackName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  });
  link.click();
  URL.revokeObjectURL(url);
}

/*
 * Failures are thrown with their text and not toasted (quiet): the page shows them beside the
 * button that started the export. The request layer turns a refusal sent as JSON into an error.
 */

/** The class report as a workbook: the class's figures and its students' marks, as the screen shows them. */
export async function downloadClassReport(body: ClassExport, fallbackName: string): Promise<void> {
  await saveReply(
    await http.request(report.exportClassReport, { body, responseType: 'blob', quiet: true }),
    fallbackName,
  );
}

/** The development situation, school by school or class by class, as a workbook. */
export async function downloadDevelopment(body: DevelopmentExport, fallbackName: string): Promise<void> {
  const response = await http.request(report.exportExcelDevelopmentSituation, {
    body,
    responseType: 'blob',
    quiet: true,
  });
  await saveReply(response, fallbackName);
}
