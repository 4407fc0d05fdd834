import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { keepVitestExitCode } from './keep-exit-code.js';
import { checkRunLog } from './logs/check-run-log.js';
import { runLogDir } from './logs/run-log.js';
import './provided-context.js';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL for the whole run (the developer's DATABASE_URL, or an embedded one on a
 * free port), and one migrated template database that each test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode();
  const dataDir = path.resolve('.test-data', `pg-${process.pid}`);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, persistent: false });
  const adminUrl = process.env.DATABASE_URL ?? embedded?.connectionString() ?? '';
  const template = `pingjia_template_${process.pid}`;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const { db, pool } = connectDatabase(withDatabase(adminUrl, template), 1);
  await migrateDatabase(db);
  await pool.end();
  project.provide('database', { adminUrl, template });
  const logDir = runLogDir(process.pid);
  await fs.rm(logDir, { recursive: true, force: true });
  await fs.mkdir(logDir, { recursive: true });
  project.provide('apiRunLogDir', logDir);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await embedded?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    // Last, after every test file. Vitest only prints an error thrown in a teardown, so the exit code fails the run.
    await checkRunLog(logDir).catch((error: unknown) => {
      process.exitCode = 1;
      throw error;
    });
  };
}
