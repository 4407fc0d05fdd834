import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import type { FileStore } from '../../platform/file-store/types.js';
import { canShowInline, isImageMime } from './content-type.js';
import { FileRefusal } from './refusal.js';
import type { FileRow } from './repository.js';

export type DispositionType = 'inline' | 'attachment';

/** An image shown in place may not run anything or load anything else. */
const INLINE_IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name (Chinese names survive). */
export function contentDisposition(type: DispositionType, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function sendDownload(
  reply: FastifyReply,
  content: Readable,
  headers: { mime: string; disposition: string; size?: number },
) {
  reply
    .header('content-type', headers.mime)
    .header('content-disposition', headers.disposition)
    .header('x-content-type-options', 'nosniff')
    // Private bytes stay out of shared caches; the browser revalidates each time.
    .header('cache-control', 'private, no-cache');
  if (headers.size !== undefined) reply.header('content-length', headers.size);
  return reply.send(content);
}

/** Streams a stored file; only types a browser can show safely are ever served inline. */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: FileRow, wanted: DispositionType) {
  let content: Readable;
  try {
    content = await store.get(file.fileName);
  } catch (error) {
    // A row without bytes is a fault of ours, but to the caller it is simply not there.
    reply.log.error({ err: error, fileName: file.fileName }, 'stored file is missing its bytes');
    throw new FileRefusal(ErrorCode.NotFound, { file: 'fileNotFound' });
  }
  const type = wanted === 'inline' && canShowInline(file.mime) ? 'inline' : 'attachment';
  if (type === 'inline' && isImageMime(file.mime)) reply.header('content-security-policy', INLINE_IMAGE_CSP);
  return sendDownload(reply, content, {
    mime: file.mime,
    disposition: contentDisposition(type, file.originalName),
    size: file.size,
  });
}

export function sendZip(reply: FastifyReply, content: Readable, name: string) {
  return sendDownload(reply, content, { mime: 'application/zip', disposition: contentDisposition('attachment', name) });
}
