import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROUTER_BASE, SSO_BASE } from '@pingjia/contract';
import { PAGE_HEADERS, SANDBOX_WORKER_CSP, SANDBOX_WORKER_FILE } from './security.js';

const ASSETS_PREFIX = `${ROUTER_BASE}assets/`;
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** The brotli and gzip copies the web build writes next to its text files (scripts/compress-web.mjs). */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

export function hasWebBuild(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

/**
 * Serves the SPA and the sign-in page from the web build; hashed assets cache for a year, HTML never.
 * A browser that accepts brotli or gzip gets the build's precompressed copy (Vary: Accept-Encoding on
 * every file, compressed or not), so no reply is compressed while the request waits.
 */
export async function registerStatic(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: ROUTER_BASE,
    cacheControl: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, sentPath) => {
      // The path is the copy that goes out (app.js.br); its headers are those of the file it encodes.
      const filePath = sentPath.replace(COMPRESSED_COPY, '');
      const isAsset = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      reply.headers(PAGE_HEADERS);
      reply.header('cache-control', isAsset ? LONG_CACHE : NO_CACHE);
      if (filePath === path.join(webDist, SANDBOX_WORKER_FILE))
        reply.header('content-security-policy', SANDBOX_WORKER_CSP);
    },
  });
  app.get('/', { config: { public: true } }, (_request, reply) => reply.redirect(ROUTER_BASE, 302));
  app.get(ROUTER_BASE.slice(0, -1), { config: { public: true } }, (_request, reply) =>
    reply.redirect(ROUTER_BASE, 301),
  );
  app.get(SSO_BASE.slice(0, -1), { config: { public: true } }, (_request, reply) => reply.redirect(SSO_BASE, 301));
  app.get(ROUTER_BASE, { config: { public: true } }, (_request, reply) => sendHtml(reply, 'index.html'));
  app.get(SSO_BASE, { config: { public: true } }, (_request, reply) => sendHtml(reply, 'sso/index.html'));
}

export function sendHtml(reply: FastifyReply, file: string): FastifyReply {
  return reply.header('cache-control', NO_CACHE).sendFile(file);
}

/** A deep link of the SPA: a GET under the base that is not a (missing) asset. */
export function isSpaDeepLink(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    url.startsWith(ROUTER_BASE) &&
    !url.startsWith(ASSETS_PREFIX)
  );
}
