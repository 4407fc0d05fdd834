import { files, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type UploadedFile = RouteData<typeof files.uploadFile>;

/** The file service's multipart upload, field `file`. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return http.request(files.uploadFile, { body });
}

/** Where an uploaded image is shown from (no timestamp: file get is exempt, §7). */
export function fileUrl(fileName: string): string {
  const query = new URLSearchParams({ fileName, dispositionType: 'inline' });
  return `${files.getFile.path}?${query.toString()}`;
}
