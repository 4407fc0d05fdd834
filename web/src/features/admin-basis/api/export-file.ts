import type { admin } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { Filters } from './types';

/** The tables' workbook calls: each answers a file for the filters its table shows. */
export type ExportRoute =
  | typeof admin.studentExport
  | typeof admin.teacherExport
  | typeof admin.areaManagerExport
  | typeof admin.schoolExport
  | typeof admin.classExport
  | typeof admin.areaExport
  | typeof admin.planExport;

/** Streams an .xlsx export, reporting bytes as they arrive, and hands it to the browser as a download. */
export async function exportFile(
  route: ExportRoute,
  filters: Filters,
  fileName: string,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const response = await http.request(route, {
    body: filters,
    responseType: 'blob',
  });
  const reader = response.body?.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    chunks.push(next.value);
    received += next.value.byteLength;
    onProgress(received);
  }
  const blob = new Blob(chunks, {
    type: response.headers.get('Content-Type') ?? 'application/octet-stream',
  });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileName,
  });
  link.click();
  URL.revokeObjectURL(url);
}
