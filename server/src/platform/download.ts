import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type DispositionType = 'inline' | 'attachment';

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name (Chinese names survive). */
export function contentDisposition(type: DispositionType, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sendDownload(
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

export function sendZip(reply: FastifyReply, content: Readable, name: string) {
  return sendDownload(reply, content, { mime: 'application/zip', disposition: contentDisposition('attachment', name) });
}
