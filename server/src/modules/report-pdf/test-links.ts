import { api, type DownloadPurpose } from '@pingjia/contract';
import { body, type TestApp } from '../../test/harness.js';
import type { Client } from '../progress/test-support.js';

/** A link download as the page makes it: a download token for exactly this file, then the link without a session. */
export async function linkDownload(
  t: TestApp,
  client: Client,
  purpose: Extract<DownloadPurpose, 'getReportFile' | 'downloadZipFile'>,
  fileName: string,
) {
  const token = body<{ satoken: string; stptype: string }>(
    await client.post(api.files.createDownloadToken.path, { purpose, params: { fileName } }),
  );
  if (!token.success) throw new Error(`createDownloadToken failed: ${token.message}`);
  return t.app.inject({ method: 'GET', url: api.files[purpose].path, query: { fileName, ...token.data } });
}
