import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { api, type ExportJob } from '@pingjia/contract';
import { exportJobs } from '../../db/schema/index.js';
import { body, testDb, type TestApp } from '../../test/harness.js';
import type { Client } from '../progress/test-support.js';

export const JOBS = api.exportJobs;

export async function startJob(client: Client, request: object): Promise<ExportJob> {
  const reply = body<ExportJob>(await client.post(JOBS.startExportJob.path, request));
  if (!reply.success) throw new Error(`startExportJob failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

export async function readJob(client: Client, jobId: string) {
  return body<ExportJob>(await client.get(JOBS.getExportJob.path, { jobId }));
}

/** Polls the job as the page does until it has stopped (done or failed). */
export async function finishedJob(client: Client, jobId: string): Promise<ExportJob> {
  let job: ExportJob | undefined;
  await expect
    .poll(
      async () => {
        job = (await readJob(client, jobId)).data;
        return job.state;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toMatch(/^(done|failed)$/);
  if (!job) throw new Error('no job read');
  return job;
}

export async function jobCount(): Promise<number> {
  const [row] = await testDb().select({ n: count() }).from(exportJobs);
  return row?.n ?? 0;
}

/** A file as the page fetches it: a download token for its name, then the link without a session. */
export async function downloadFile(t: TestApp, client: Client, fileName: string) {
  const token = body<{ satoken: string; stptype: string }>(
    await client.post(api.files.createDownloadToken.path, { purpose: 'getFile', params: { fileName } }),
  );
  if (!token.success) throw new Error(`createDownloadToken failed: ${token.message}`);
  return t.app.inject({
    method: 'GET',
    url: api.files.getFile.path,
    query: { fileName, satoken: token.data.satoken, stptype: token.data.stptype },
  });
}
