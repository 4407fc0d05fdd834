import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { ErrorCode, UPLOAD_SIZE_LIMITS, type UploadFamily } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import type { Session } from '../../platform/sessions/types.js';
import { acceptSniffed, declaredFamily } from './content-type.js';
import { fileRefusal } from './messages.js';
import type { FileRow } from './repository.js';
import { storeFile } from './store-file.js';

const MAX_NAME_LENGTH = 200;

/** The uploaded name is only ever shown back: its last path segment, without control characters, bounded. */
export function cleanOriginalName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(-MAX_NAME_LENGTH);
}

/**
 * The upload's body, watched from the moment it arrives: it may break off (the client stopped,
 * the form is malformed) before anything reads it, and such a failure is the client's, not ours.
 */
class UploadBody {
  private isBroken: boolean;

  constructor(readonly content: Readable) {
    this.isBroken = content.errored !== null;
    content.once('error', () => {
      this.isBroken = true;
    });
  }

  /** Drains the body so the request ends cleanly; a break-off while draining changes nothing. */
  async discard(): Promise<void> {
    this.content.resume();
    await finished(this.content).catch(() => undefined);
  }

  /** Copies the body to `filePath`. */
  async copyTo(filePath: string): Promise<void> {
    await pipeline(this.content, createWriteStream(filePath)).catch((error: unknown) => {
      throw this.isBroken ? fileRefusal(ErrorCode.ValidationFailed, 'uploadMalformed') : error;
    });
  }
}

/** A name without an allowed extension is refused before anything is written. */
async function familyOrDiscard(originalName: string, body: UploadBody): Promise<UploadFamily> {
  try {
    return declaredFamily(originalName);
  } catch (refusal) {
    await body.discard();
    throw refusal;
  }
}

/** Stages the upload in a private temporary folder, so its content can be sniffed before it is kept. */
async function withStagedCopy<T>(body: UploadBody, use: (filePath: string, size: number) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pingjia-upload-'));
  try {
    const filePath = path.join(dir, 'upload');
    await body.copyTo(filePath);
    return await use(filePath, (await stat(filePath)).size);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Keeps an upload only when its sniffed content is an allowed type of the family its name
 * claims and within that family's size limit; a refused upload leaves no row and no bytes.
 */
export async function acceptUpload(
  ctx: AppContext,
  store: FileStore,
  session: Session,
  part: MultipartFile,
  ip: string,
): Promise<FileRow> {
  const body = new UploadBody(part.file);
  const originalName = cleanOriginalName(part.filename);
  const family = await familyOrDiscard(originalName, body);
  return withStagedCopy(body, async (stagedPath, size) => {
    // busboy stops at the route's cut-off (the largest limit) and marks the part truncated.
    if (part.file.truncated || size > UPLOAD_SIZE_LIMITS[family]) {
      throw fileRefusal(ErrorCode.ValidationFailed, 'fileTooLarge');
    }
    const type = acceptSniffed(family, await fileTypeFromFile(stagedPath));
    return storeFile(
      ctx,
      store,
      { content: createReadStream(stagedPath), originalName, mime: type.mime, ext: type.ext },
      { session, ip, action: 'file.upload' },
    );
  });
}
