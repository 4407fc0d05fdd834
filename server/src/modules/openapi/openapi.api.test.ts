import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import type { OpenApiDocument } from './document.js';
import { openApiPath } from './document.js';
import { OPENAPI_PATH, REFERENCE_PATH } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** Routes that are not calls of the API: the health probe, the web app and these documents. */
const NOT_CALLS = new Set(['/healthz', OPENAPI_PATH, REFERENCE_PATH]);

describe('GET /wj/api/openapi.json', () => {
  it('is served without a session as an OpenAPI 3.1 document', async () => {
    const response = await t.app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/wj/api/taskInfo/getActivityGuidePage/{id}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
  });

  it('lists every registered call with its response', async () => {
    const document = (await t.app.inject({ url: OPENAPI_PATH })).json<OpenApiDocument>();
    const calls = t.app.registeredRoutes.filter(
      ({ method, url }) => (method === 'GET' || method === 'POST') && url.startsWith('/') && !NOT_CALLS.has(url),
    );
    expect(calls.length).toBeGreaterThan(150);
    const missing = calls.filter(({ method, url }) => {
      const operation = document.paths[openApiPath(url)]?.[method === 'GET' ? 'get' : 'post'];
      return !operation?.responses['200'];
    });
    expect(missing).toEqual([]);
  });

  it('describes a JSON call with its data schema inside the §8 envelope', async () => {
    const document = (await t.app.inject({ url: OPENAPI_PATH })).json<OpenApiDocument>();
    const response = document.paths['/wj/api/taskInfo/getUserArtist']?.get?.responses['200'];
    expect(JSON.stringify(response)).toContain('"rawLevel"');
    expect(JSON.stringify(response)).toContain('"success"');
  });
});

describe('GET /wj/api/reference', () => {
  it('is a page listing the calls by group, without script', async () => {
    const response = await t.app.inject({ url: REFERENCE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('GET /wj/api/taskInfo/getUserArtist');
    expect(response.body).not.toContain('<script');
  });
});
