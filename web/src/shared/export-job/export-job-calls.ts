import { exportJobs, files, type ExportJob, type RouteInput } from '@pingjia/contract';
import { http } from '../request';

/** Which export of what: the kind and the query of the direct export it stands in for. */
export type ExportRequest = RouteInput<typeof exportJobs.startExportJob>['body'];
export type { ExportJob };

// Quiet: the control shows every failure beside its button.

export function startExportJob(request: ExportRequest): Promise<ExportJob> {
  return http.request(exportJobs.startExportJob, { body: request, quiet: true });
}

export function readExportJob(jobId: string): Promise<ExportJob> {
  return http.request(exportJobs.getExportJob, { query: { jobId }, quiet: true });
}

export function latestExportJob(request: ExportRequest): Promise<ExportJob | null> {
  return http.request(exportJobs.latestExportJob, { body: request, quiet: true });
}

/** The job's file link; it works with the session cookie, and the page adds a download token (below). */
export function jobFileUrl(fileName: string, token?: { satoken: string; stptype: string }): string {
  return `${files.getFile.path}?${new URLSearchParams({ fileName, ...token }).toString()}`;
}

/** Downloads the job's file through a one-time download token, as link downloads do (§7). */
export async function downloadJobFile(fileName: string): Promise<void> {
  const token = await http.request(files.createDownloadToken, {
    body: { purpose: 'getFile', params: { fileName } },
    quiet: true,
  });
  // An empty `download` keeps the name the server gives the file.
  Object.assign(document.createElement('a'), { href: jobFileUrl(fileName, token), download: '' }).click();
}
