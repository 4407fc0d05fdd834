import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { api, TOKEN_HEADER } from '@pingjia/contract';
import { authed, body } from '../../test/harness.js';

/** Uploads through the file service, as the browser does before an import. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  filename: string,
  content: Buffer,
): Promise<string> {
  const boundary = `----pingjia${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: api.files.uploadFile.path,
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [TOKEN_HEADER]: token },
  });
  const result = body<{ fileName: string }>(response);
  if (!result.success) throw new Error(`upload failed: ${result.message}`);
  return result.data.fileName;
}

export async function workbookOf(sheets: { name: string; rows: (string | number)[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface Progress {
  state: string;
  totalRows: number;
  validRows: number;
  importedRows: number;
  rejectedCount: number;
  rejected: { rowNumber: number; messages: string[] }[];
  failure: string | null;
}

/** Polls the job until it leaves `running`, as the progress bar does. */
export async function waitForJob(app: FastifyInstance, token: string, jobId: string): Promise<Progress> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const progress = body<Progress>(await authed(app, token).get(api.admin.importProgress.path, { jobId })).data;
    if (progress.state !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import job did not finish');
}
