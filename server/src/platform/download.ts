import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type DispositionType = 'inline' | 'attachment';

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name (Chinese names survive). */
export function contentDisposition(type: DispositionType, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Opened anyway (an attachment a browser shows), a download may not run or load anything. */
const DOWNLOAD_CSP = "default-src 'none'; sandbox";

export function sendDownload(
  reply: FastifyReply,
  content: Readable,
  headers: { mime: string; disposition: string; size?: number; csp?: string },
) {
  reply
    .header('content-type', headers.mime)
    .header('content-disposition', headers.disposition)
    .header('content-security-policy', headers.csp ?? DOWNLOAD_CSP)
    .header('x-content-type-options', 'nosniff')
    // Personal data: no browser or proxy keeps a copy.
    .header('cache-control', 'no-store');
  if (headers.size !== undefined) reply.header('content-length', headers.size);
  return reply.send(content);
}

export function sendZip(reply: FastifyReply, content: Readable, name: string) {
  return sendDownload(reply, content, { mime: 'application/zip', disposition: contentDisposition('attachment', name) });
}
