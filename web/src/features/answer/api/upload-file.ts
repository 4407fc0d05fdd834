import { files, type RouteData } from '@pingjia/contract';
import { http } from '../../../shared/request';

export type UploadedFile = RouteData<typeof files.uploadFile>;

/** POST /io/file/uploadFile (multipart, field `file`): the file service of the platform core. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return http.request(files.uploadFile, { body });
}

/** Where an uploaded file is shown from (file get carries no timestamp, §7). */
export function fileUrl(fileName: string): string {
  const query = new URLSearchParams({ fileName, dispositionType: 'inline' });
  return `${files.getFile.path}?${query.toString()}`;
}
