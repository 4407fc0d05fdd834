import { admin, files } from '@pingjia/contract';
import type { ApiRoute } from '@pingjia/contract';
import { http } from '../../../shared/request';
import type { Query } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

export type AccountKind = 'student' | 'teacher';

/** One import job as `importProgress` reports it (dry run or import). */
export interface ImportJob {
  jobId: string;
  mode: 'dryRun' | 'import';
  state: 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  validRows: number;
  importedRows: number;
  rejectedCount: number;
  rejected: {
    rowNumber: number;
    values: Record<string, string>;
    messages: string[];
  }[];
  preview: {
    rowNumber: number;
    action: string;
    userName: string;
    loginName: string;
  }[];
  failure: string | null;
}

export interface ImportTarget {
  fileName: string;
  sheetIndex: number;
  kind: AccountKind;
  schoolId: number;
}

export async function uploadWorkbook(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await http.request<{ fileName: string }>(files.uploadFile, { body })).fileName;
}

export async function sheetNamesOf(fileName: string): Promise<string[]> {
  return (
    await http.request<{ sheetNames: string[] }>(admin.getSheetNum, {
      query: { fileName },
    })
  ).sheetNames;
}

export async function startDryRun(target: ImportTarget): Promise<string> {
  return (
    await http.request<{ jobId: string }>(admin.checkImport, {
      body: target,
    })
  ).jobId;
}

export async function startImport(target: ImportTarget, password: string): Promise<string> {
  const [sealed] = await sealForTransport([password]);
  return (
    await http.request<{ jobId: string }>(admin.importAccounts, {
      body: { ...target, password: sealed },
    })
  ).jobId;
}

export function readProgress(jobId: string): Promise<ImportJob> {
  return http.request<ImportJob>(admin.importProgress, {
    query: { jobId },
  });
}

/** Fetches a file the server makes and hands it to the browser as a download. */
export async function download(
  route: ApiRoute,
  fileName: string,
  options: { query?: Query; body?: object },
): Promise<void> {
  const response = await http.request<Response>(route, {
    ...options,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileName,
  });
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadTemplate = (kind: AccountKind) =>
  download(admin.importTemplate, `${kind}-template.xlsx`, {
    query: { kind },
  });

export const downloadErrorWorkbook = (jobId: string) =>
  download(files.exporBatchErrotExcel, 'rejected-rows.xlsx', {
    body: { jobId },
  });
