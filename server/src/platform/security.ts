import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
