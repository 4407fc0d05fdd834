import { ErrorCode } from '@pingjia/contract';
import { FileRefusal } from './refusal.js';

/** Types are grouped in families: a `.jpg` holding a PNG is still an image, a `.png` holding text is not. */
export type FileFamily = 'image' | 'pdf' | 'xlsx' | 'docx' | 'mp3' | 'mp4';

export interface AcceptedType {
  /** The extension the stored name gets: the sniffed one, not the declared one. */
  ext: string;
  mime: string;
  family: FileFamily;
}

const MB = 1024 * 1024;

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

/** Declared extension (from the uploaded name) → the family it claims. */
const DECLARED_FAMILY: Record<string, FileFamily> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  mp3: 'mp3',
  mp4: 'mp4',
};

export const SIZE_LIMITS: Record<FileFamily, number> = {
  image: 10 * MB,
  pdf: 20 * MB,
  xlsx: 20 * MB,
  docx: 20 * MB,
  mp3: 20 * MB,
  mp4: 20 * MB,
};

/** The largest file any family allows: the most an upload may stream before it is cut off. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(SIZE_LIMITS));

/** Families a browser may show in place; office documents and archives are always downloaded. */
const INLINE_FAMILIES: ReadonlySet<string> = new Set<FileFamily>(['image', 'pdf', 'mp3', 'mp4']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The family the uploaded name claims; a name without an allowed extension is refused before reading it. */
export function declaredFamily(originalName: string): FileFamily {
  const family = DECLARED_FAMILY[extensionOf(originalName)];
  if (!family) throw new FileRefusal(ErrorCode.ValidationFailed, { file: 'fileTypeNotAllowed' });
  return family;
}

/** Accepts the sniffed type only when it is allowed and of the family the name claims. */
export function acceptSniffed(declared: FileFamily, sniffed: { ext: string } | undefined): AcceptedType {
  const accepted = sniffed ? ACCEPTED[sniffed.ext] : undefined;
  if (!accepted || accepted.family !== declared) {
    throw new FileRefusal(ErrorCode.ValidationFailed, { file: 'fileContentMismatch' });
  }
  return accepted;
}

export function isImageMime(mime: string): boolean {
  return Object.values(ACCEPTED).some((type) => type.family === 'image' && type.mime === mime);
}

export function canShowInline(mime: string): boolean {
  const type = Object.values(ACCEPTED).find((candidate) => candidate.mime === mime);
  return type !== undefined && INLINE_FAMILIES.has(type.family);
}
