import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { buildOpenApiDocument } from './document.js';
import { renderReferencePage } from './reference-page.js';

export const OPENAPI_PATH = '/wj/api/openapi.json';
export const REFERENCE_PATH = '/wj/api/reference';

/**
 * The API's shapes for integrators. They hold no data, and a school's integrator reads them
 * before having an account, so they are served without sign-in (docs/decisions.md).
 */
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export function openApiRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const document = buildOpenApiDocument(version);
  const page = renderReferencePage(document);
  app.get(OPENAPI_PATH, { config: { public: true } }, () => Promise.resolve(document));
  app.get(REFERENCE_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
}
