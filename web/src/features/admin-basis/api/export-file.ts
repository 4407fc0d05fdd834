import type { ApiRoute } from '@pingjia/contract';
import { http } from '../../../shared/request';

/** Streams an .xlsx export, reporting bytes as they arrive, and hands it to the browser as a download. */
export async function exportFile(
  route: ApiRoute,
  body: object,
  fileName: string,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const response = await http.request<Response>(route, {
    body,
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
