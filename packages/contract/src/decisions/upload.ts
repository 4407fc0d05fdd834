import { BYTES_PER_MB, UPLOAD_EXTENSIONS, UPLOAD_SIZE_LIMITS, type UploadFamily } from '../rules/uploads.js';

/** Why a file may not be uploaded; a too large one names its family's limit. */
export type UploadRefusal = { reason: 'fileTypeNotAllowed' } | { reason: 'fileTooLarge'; limitMb: number };

/** The family a file's name claims by its extension, or null when that extension is not accepted. */
export function declaredUploadFamily(name: string): UploadFamily | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return UPLOAD_EXTENSIONS.get(extension) ?? null;
}

/** The upload rules a file breaks before it is sent, or null when it may go (its content is checked on arrival). */
export function uploadRefusal(file: { name: string; size: number }): UploadRefusal | null {
  const family = declaredUploadFamily(file.name);
  if (family === null) return { reason: 'fileTypeNotAllowed' };
  const limit = UPLOAD_SIZE_LIMITS[family];
  return file.size > limit ? { reason: 'fileTooLarge', limitMb: limit / BYTES_PER_MB } : null;
}
