import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { contentDisposition, sendDownload, type DispositionType } from '../../platform/download.js';
import type { FileStore } from '../../platform/file-store/types.js';
import { isImageMime } from './content-type.js';
import { fileRefusal } from './messages.js';
import type { FileRow } from './repository.js';

/** An image shown in place may not run anything or load anything else. */
const INLINE_IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file. Only an image is ever shown in place: a PDF (which may carry
 * JavaScript), a document or a recording is always an attachment, so no upload is ever
 * opened as a page of this origin. Media elements and <img> load either kind alike.
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: FileRow, wanted: DispositionType) {
  const content = await openStoredFile(store, file, reply.log);
  const type = wanted === 'inline' && isImageMime(file.mime) ? 'inline' : 'attachment';
  return sendDownload(reply, content, {
    mime: file.mime,
    disposition: contentDisposition(type, file.originalName),
    size: file.size,
    ...(type === 'inline' ? { csp: INLINE_IMAGE_CSP } : {}),
  });
}

/** A stored file's bytes; a row without bytes is a fault of ours (logged), but to the caller it is simply not there. */
export async function openStoredFile(
  store: FileStore,
  file: Pick<FileRow, 'fileName'>,
  log: FastifyBaseLogger,
): Promise<Readable> {
  try {
    return await store.get(file.fileName);
  } catch (error) {
    log.error({ err: error, fileName: file.fileName }, 'stored file is missing its bytes');
    throw fileRefusal(ErrorCode.NotFound, 'fileNotFound');
  }
}
