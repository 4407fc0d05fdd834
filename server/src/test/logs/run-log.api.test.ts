import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, inject, it } from 'vitest';
import { buildTestApp, closeTestResources } from '../harness.js';
import { runLogFile } from './run-log.js';

it('every test app logs each request as production does, into the run log the global teardown searches', async () => {
  const { app } = await buildTestApp();
  const path = `/wj/api/run-log-probe-${randomBytes(4).toString('hex')}`;
  await app.inject({ method: 'GET', url: `${path}?satoken=single-use-secret` });
  await closeTestResources();

  const lines = (await fs.readFile(runLogFile(inject('apiRunLogDir')), 'utf8')).split('\n');
  const line = lines.find((one) => one.includes(path));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, msg: 'request', method: 'GET', path, statusCode: 404 });
  expect(line).not.toContain('single-use-secret');
});
