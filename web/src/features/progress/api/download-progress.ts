import { envelopeMessage, progress, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { fileNameOf } from './file-name';

export type ProgressExportQuery = RouteInput<typeof progress.downloadProgressDetails>['body'];

/**
 * Downloads the rows of a node as a workbook and hands it to the browser. Failures are thrown
 * with their text and not toasted: the page shows them beside the button that started the export.
 */
export async function downloadProgress(query: ProgressExportQuery, fallbackName: string): Promise<void> {
  const response = await http.request(progress.downloadProgressDetails, {
    body: query,
    responseType: 'blob',
    quiet: true,
  });
  // A refusal of a file call still arrives as the §8 envelope, with HTTP 200.
  if (response.headers.get('Content-Type')?.includes('json')) throw new Error(envelopeMessage(await response.json()));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  });
  link.click();
  URL.revokeObjectURL(url);
}
