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
 * What every reply carries, fixed at start-up (a per-request middleware that rebuilt the policy
 * text on every call cost half of the session check's throughput). Most replies are API data,
 * never a document, so their policy only forbids running, loading or framing anything; plain-HTTP
 * demos on a LAN address must keep working, so no forced upgrade or HSTS.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
});

/** What the web build's files add: the headers that only mean something to a document a browser shows. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...API_HEADERS,
  'content-security-policy': PAGE_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * The request id and the API headers, in one step on every reply; the static files set the page
 * headers over them, and a reply that needs another policy (a download, an inline image) sets its own.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(API_HEADERS);
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
