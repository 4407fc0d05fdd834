import { api, formatDateTime } from '@pingjia/contract';
import type { FileRow } from './repository.js';

export function fileUrl(fileName: string): string {
  return `${api.files.getFile.path}?${new URLSearchParams({ fileName, dispositionType: 'inline' }).toString()}`;
}

/** What the upload answers: the §7 fields the web stores and shows. */
export function presentUpload(file: FileRow) {
  return {
    fileName: file.fileName,
    url: fileUrl(file.fileName),
    originalName: file.originalName,
    size: file.size,
    mime: file.mime,
  };
}

/** A file's metadata; picks fields so no storage detail leaves the server. */
export function presentResource(file: FileRow) {
  return {
    id: file.id,
    fileName: file.fileName,
    originalName: file.originalName,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    visibility: file.visibility,
    setName: file.setName,
    createTime: formatDateTime(file.createdAt),
    url: fileUrl(file.fileName),
  };
}
