// Browser-test run: one embedded PostgreSQL and the built server on free loopback ports,
// migrated and seeded with the demo district by the server's own first start.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort, startEmbeddedPostgres } from '../server/src/db/embedded.js';
import { keepVitestExitCode } from '../server/src/test/keep-exit-code.js';
import { startServer, type RunningServer } from './support/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** The file store and keys; a second server of the same deployment shares them. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode();
  const root = path.resolve('.test-data', `e2e-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({
    dataDir: path.join(root, 'pg'),
    port: await findFreePort(),
    persistent: false,
  });
  const admin = await import('pg');
  const client = new admin.default.Client({ connectionString: database.connectionString() });
  await client.connect();
  await client.query('CREATE DATABASE pingjia_e2e');
  await client.end();
  const databaseUrl = database.connectionString('pingjia_e2e');

  const dataDir = path.join(root, 'files');
  let server: RunningServer | undefined;
  try {
    server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  } catch (error) {
    await database.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await server?.stop();
    await database.stop();
    await rm(root, { recursive: true, force: true });
  };
}
