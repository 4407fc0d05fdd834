import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Plain-HTTP demos on a LAN address must keep working, so no forced upgrade or HSTS.
    strictTransportSecurity: false,
  });
}

/**
 * API replies carry personal data and session tokens, so no browser or proxy keeps a copy: every
 * reply of the scope says no-store, over whatever a module asked for. A module's no-transform
 * stays (the live event stream, which no proxy may buffer or compress). The web's dictionary
 * copies are its own (local storage, revalidated by ETag), not the HTTP cache's.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const asked = String(reply.getHeader('cache-control') ?? '');
    reply.header('cache-control', /\bno-transform\b/.test(asked) ? 'no-store, no-transform' : 'no-store');
    return payload;
  });
}
