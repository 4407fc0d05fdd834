import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pingjia/contract';
import { connectDatabase } from '../db/client.js';
import { body, buildTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET /healthz', () => {
  it('is 200 while the database answers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });

  it('is 503 when the database does not answer', async () => {
    const down = connectDatabase('postgres://postgres:x@127.0.0.1:1/none', 1);
    try {
      const { app } = await buildTestApp({ db: down.db });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
    } finally {
      await down.pool.end();
    }
  });
});

describe('the §8 envelope', () => {
  it('answers an unknown call with HTTP 404 and the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wj/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({
      status: 'error',
      success: false,
      code: 404,
      message: 'API address does not exist',
      msg: 'API address does not exist',
    });
  });

  it('hides an unexpected fault behind HTTP 500 and a generic message', async () => {
    const { app } = await buildTestApp();
    app.get('/boom', { config: { public: true } }, () => {
      throw new Error('connection string postgres://secret');
    });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toMatchObject({
      success: false,
      code: ErrorCode.Internal,
      message: 'Request failed, please retry later',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON as a validation failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sso/login/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginName":',
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('headers', () => {
  it('sends an API reply a policy that runs and loads nothing, and a request id', async () => {
    const response = await t.app.inject({ url: '/wj/api/sys/date', headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a call that does not exist with the same headers', async () => {
    const response = await t.app.inject({ url: '/wj/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('serving the web build', () => {
  let web: TestApp;
  const webDist = path.resolve('.test-data', `web-${process.pid}-${Date.now()}`);
  const WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'none'";
  /** What Chromium asks for: brotli wins over gzip. */
  const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';
  afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

  /** A file with the brotli and gzip copies the web build writes next to it. */
  async function writeWithCopies(file: string, text: string): Promise<void> {
    await fs.writeFile(path.join(webDist, file), text);
    await fs.writeFile(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(text));
    await fs.writeFile(path.join(webDist, `${file}.gz`), zlib.gzipSync(text));
  }

  const decoded = (response: LightMyRequestResponse): string => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    return response.body;
  };

  beforeAll(async () => {
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.mkdir(path.join(webDist, 'sso'), { recursive: true });
    await fs.mkdir(path.join(webDist, 'sandbox'), { recursive: true });
    await writeWithCopies(path.join('sandbox', 'run-examples.worker.js'), 'self.onmessage = () => {};');
    await writeWithCopies('index.html', '<!doctype html><title>spa</title>');
    // The build leaves a small file without copies.
    await fs.writeFile(path.join(webDist, 'sso', 'index.html'), '<!doctype html><title>sso</title>');
    await writeWithCopies(path.join('assets', 'app-abc123.js'), 'console.log(1)');
    web = await buildTestApp({ config: { webDist } });
  });

  it('redirects / to the client', async () => {
    const response = await web.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/client/answerweb/');
  });

  it('adds the missing slash to the client and sign-in bases', async () => {
    expect((await web.app.inject({ url: '/client/answerweb' })).headers.location).toBe('/client/answerweb/');
    expect((await web.app.inject({ url: '/sso' })).headers.location).toBe('/sso/');
  });

  it('serves the sign-in page at /sso/', async () => {
    const response = await web.app.inject({ url: '/sso/' });
    expect(response.body).toContain('<title>sso</title>');
  });

  it('caches hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await web.app.inject({ url: '/client/answerweb/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.app.inject({ url: '/client/answerweb/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the pages a CSP the SPA passes, with the document-only headers', async () => {
    for (const url of ['/client/answerweb/', '/client/answerweb/stuIndex/personCenter', '/sso/']) {
      const response = await web.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('lets only the examples worker eval, and never connect anywhere', async () => {
    const worker = await web.app.inject({ url: '/client/answerweb/sandbox/run-examples.worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(WORKER_CSP);
    for (const url of ['/client/answerweb/', '/client/answerweb/assets/app-abc123.js']) {
      const csp = String((await web.app.inject({ url })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
    }
    // The folder itself is refused as an API error, whose policy runs nothing at all.
    const folder = await web.app.inject({ url: '/client/answerweb/sandbox/' });
    expect(folder.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it("sends the build's brotli copy to a browser that accepts it, gzip to one that takes only gzip, else the file", async () => {
    const url = '/client/answerweb/assets/app-abc123.js';
    for (const [accepted, encoding] of [
      [CHROMIUM_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const response = await web.app.inject({ url, headers: accepted ? { 'accept-encoding': accepted } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response)).toBe('console.log(1)');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("keeps the examples worker's policy on its compressed copies", async () => {
    for (const accepted of [CHROMIUM_ENCODINGS, 'gzip', 'identity']) {
      const worker = await web.app.inject({
        url: '/client/answerweb/sandbox/run-examples.worker.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(decoded(worker)).toBe('self.onmessage = () => {};');
      expect(worker.headers['content-security-policy']).toBe(WORKER_CSP);
      expect(worker.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the SPA for the base and for deep links, compressed when accepted, never cached', async () => {
    for (const url of ['/client/answerweb/', '/client/answerweb/stuIndex/personCenter']) {
      for (const [accepted, encoding] of [
        [CHROMIUM_ENCODINGS, 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await web.app.inject({ url, headers: { 'accept-encoding': accepted } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decoded(response)).toContain('<title>spa</title>');
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toContain('accept-encoding');
      }
    }
  });

  it('sends a file the build left without copies as it is, still varying on the encodings asked for', async () => {
    const response = await web.app.inject({ url: '/sso/', headers: { 'accept-encoding': CHROMIUM_ENCODINGS } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<title>sso</title>');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('still answers unknown API calls with the 404 envelope', async () => {
    const response = await web.app.inject({ url: '/wj/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe(404);
  });
});

describe('the request log', () => {
  it('writes one line per request, with the path but never its query', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    const { app } = await buildTestApp({ logger: { level: 'info', stream } });
    await app.inject({ method: 'GET', url: '/wj/api/sys/date?satoken=single-use-secret' });
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', path: '/wj/api/sys/date', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('single-use-secret');
  });
});
