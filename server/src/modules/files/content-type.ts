import { declaredUploadFamily, ErrorCode, type UploadFamily } from '@pingjia/contract';
import { fileRefusal } from './messages.js';

export interface AcceptedType {
  /** The extension the stored name gets: the sniffed one, not the declared one. */
  ext: string;
  mime: string;
  family: UploadFamily;
}

/** Sniffed extension (as `file-type` names it) → what we accept it as. */
const ACCEPTED: Record<string, AcceptedType> = {
  png: { ext: 'png', mime: 'image/png', family: 'image' },
  jpg: { ext: 'jpg', mime: 'image/jpeg', family: 'image' },
  gif: { ext: 'gif', mime: 'image/gif', family: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', family: 'image' },
  pdf: { ext: 'pdf', mime: 'application/pdf', family: 'pdf' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', family: 'xlsx' },
  docx: {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    family: 'docx',
  },
  mp3: { ext: 'mp3', mime: 'audio/mpeg', family: 'mp3' },
  mp4: { ext: 'mp4', mime: 'video/mp4', family: 'mp4' },
};

/** The family the uploaded name claims; a name without an allowed extension is refused before reading it. */
export function declaredFamily(originalName: string): UploadFamily {
  const family = declaredUploadFamily(originalName);
  if (family === null) throw fileRefusal(ErrorCode.ValidationFailed, 'fileTypeNotAllowed');
  return family;
}

/** Accepts the sniffed type only when it is allowed and of the family the name claims. */
export function acceptSniffed(declared: UploadFamily, sniffed: { ext: string } | undefined): AcceptedType {
  const accepted = sniffed ? ACCEPTED[sniffed.ext] : undefined;
  if (!accepted || accepted.family !== declared) {
    throw fileRefusal(ErrorCode.ValidationFailed, 'fileContentMismatch');
  }
  return accepted;
}

export function isImageMime(mime: string): boolean {
  return Object.values(ACCEPTED).some((type) => type.family === 'image' && type.mime === mime);
}
