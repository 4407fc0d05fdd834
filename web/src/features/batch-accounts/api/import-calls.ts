import { admin, files, type RouteData, type RouteInput } from '@pingjia/contract';
import { http } from '../../../shared/request';
import { sealForTransport } from '../../../shared/transport/seal';

/** One import job as `importProgress` reports it (dry run or import). */
export type ImportJob = RouteData<typeof admin.importProgress>;

/** The stored workbook, its sheet, the kind of accounts and the school they go to. */
export type ImportTarget = RouteInput<typeof admin.checkImport>['body'];

export type AccountKind = ImportTarget['kind'];

export async function uploadWorkbook(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await http.request(files.uploadFile, { body })).fileName;
}

export async function sheetNamesOf(fileName: string): Promise<string[]> {
  return (await http.request(admin.getSheetNum, { query: { fileName } })).sheetNames;
}

export async function startDryRun(target: ImportTarget): Promise<string> {
  return (await http.request(admin.checkImport, { body: target })).jobId;
}

export async function startImport(target: ImportTarget, password: string): Promise<string> {
  const [sealed] = await sealForTransport([password]);
  return (await http.request(admin.importAccounts, { body: { ...target, password: sealed } })).jobId;
}

export function readProgress(jobId: string): Promise<ImportJob> {
  return http.request(admin.importProgress, { query: { jobId } });
}

/** Hands a file the server made to the browser as a download. */
async function saveAs(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileName,
  });
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadTemplate = async (kind: AccountKind) =>
  saveAs(await http.request(admin.importTemplate, { query: { kind }, responseType: 'blob' }), `${kind}-template.xlsx`);

export const downloadErrorWorkbook = async (jobId: string) =>
  saveAs(
    await http.request(files.exporBatchErrotExcel, { body: { jobId }, responseType: 'blob' }),
    'rejected-rows.xlsx',
  );
