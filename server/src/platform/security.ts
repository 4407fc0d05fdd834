import type { FastifyInstance } from 'fastify';

/**
 * The one static file (relative to the web build) that runs a student's code on the visible
 * programming examples, as a dedicated worker. A worker created from a URL takes the CSP of its own
 * response, so this policy lets that worker eval the code while it can load nothing and connect
 * nowhere (not even to this origin with the session cookie); the page keeps the strict policy.
 * The web side starts it from web/public/sandbox/run-examples.worker.js.
 */
export const SANDBOX_WORKER_FILE = 'sandbox/run-examples.worker.js';
export const SANDBOX_WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'none'";

/**
 * The CSP the SPA passes: antd injects inline styles, avatars and charts use data: and
 * blob: images; everything else comes from this origin.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');

/**
 * The headers every reply carries, fixed at start-up: a per-request middleware that rebuilt
 * the policy text on every call cost half of the session check's throughput. Plain-HTTP demos
 * on a LAN address must keep working, so no forced upgrade or HSTS.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': PAGE_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Sets the fixed headers first, so a reply that needs another policy (a download, the worker) overrides it. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/**
 * API replies carry personal data and session tokens, so no browser or proxy keeps a copy: every
 * reply of the scope says no-store, over whatever a module asked for. A module's no-transform
 * stays (the live event stream, which no proxy may buffer or compress). The web's dictionary
 * copies are its own (local storage, revalidated by ETag), not the HTTP cache's.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const asked = reply.getHeader('cache-control');
    reply.header(
      'cache-control',
      asked && /\bno-transform\b/.test(String(asked)) ? 'no-store, no-transform' : 'no-store',
    );
    done(null, payload);
  });
}
