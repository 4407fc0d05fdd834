/** Uploads come in families: a `.jpg` holding a PNG is still an image, a `.png` holding text is not. */
export const UPLOAD_FAMILIES = ['image', 'pdf', 'xlsx', 'docx', 'mp3', 'mp4'] as const;
export type UploadFamily = (typeof UPLOAD_FAMILIES)[number];

/** The extensions an uploaded file's name may end in, and the family each claims. */
export const UPLOAD_EXTENSIONS: ReadonlyMap<string, UploadFamily> = new Map<string, UploadFamily>([
  ['png', 'image'],
  ['jpg', 'image'],
  ['jpeg', 'image'],
  ['gif', 'image'],
  ['webp', 'image'],
  ['pdf', 'pdf'],
  ['xlsx', 'xlsx'],
  ['docx', 'docx'],
  ['mp3', 'mp3'],
  ['mp4', 'mp4'],
]);

export const BYTES_PER_MB = 1024 * 1024;

/** The largest file of each family, in bytes. */
export const UPLOAD_SIZE_LIMITS: Readonly<Record<UploadFamily, number>> = {
  image: 10 * BYTES_PER_MB,
  pdf: 20 * BYTES_PER_MB,
  xlsx: 20 * BYTES_PER_MB,
  docx: 20 * BYTES_PER_MB,
  mp3: 20 * BYTES_PER_MB,
  mp4: 20 * BYTES_PER_MB,
};

/** The largest file any family allows: the most an upload may stream before it is cut off. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_SIZE_LIMITS));
