import { files } from '@pingjia/contract';

/** Scene media are public files of the file service, shown inline (file get carries no timestamp, §7). */
export function mediaUrl(fileName: string): string {
  const query = new URLSearchParams({ fileName, dispositionType: 'inline' });
  return `${files.getFile.path}?${query.toString()}`;
}
