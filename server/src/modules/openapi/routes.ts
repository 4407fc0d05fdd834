import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import { renderReferencePage } from './reference-page.js';

export const OPENAPI_PATH = '/wj/api/openapi.json';
export const REFERENCE_PATH = '/wj/api/reference';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Built on the first request, not at start-up: most servers are never asked for it. */
let cached: { document: OpenApiDocument; page: string } | undefined;
function documents() {
  if (!cached) {
    const document = buildOpenApiDocument(version);
    cached = { document, page: renderReferencePage(document) };
  }
  return cached;
}

/**
 * The API's shapes for integrators. They hold no data, and a school's integrator reads them
 * before having an account, so they are served without sign-in (docs/decisions.md).
 */
export function openApiRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get(OPENAPI_PATH, { config: { public: true } }, () => Promise.resolve(documents().document));
  app.get(REFERENCE_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(documents().page),
  );
}
