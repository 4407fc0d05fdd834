import { files } from '@pingjia/contract';

/** Where an uploaded file opens from, inline (the file service's link; it carries no timestamp, §7). */
export function fileUrl(fileName: string): string {
  const query = new URLSearchParams({ fileName, dispositionType: 'inline' });
  return `${files.getFile.path}?${query.toString()}`;
}
