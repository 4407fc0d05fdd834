import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { closeTestResources, setTestDatabaseUrl } from './harness.js';
import './provided-context.js';

/** Each test file gets its own database cloned from the migrated template, dropped afterwards. */
const { adminUrl, template } = inject('database');
const name = `pingjia_test_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  setTestDatabaseUrl(url.toString());
});

afterAll(async () => {
  await closeTestResources();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});
