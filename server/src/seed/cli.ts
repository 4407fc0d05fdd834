import path from 'node:path';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { migrateDatabase } from '../db/migrate.js';
import { createPii, loadPiiKey } from '../platform/pii.js';
import { dataDirFileStore } from '../platform/file-store/local-disk.js';
import { isDatabaseEmpty, resetDatabase, seedDemo } from './index.js';

/** `npm run seed -- --reset`: empties the app's tables and seeds the demo again. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg') });
  const url = config.databaseUrl ?? embedded?.connectionString() ?? '';
  const { db, pool } = connectDatabase(url, 2);
  try {
    await migrateDatabase(db);
    if (reset) await resetDatabase(db);
    if (!reset && !(await isDatabaseEmpty(db))) {
      console.log('The database already holds data; run with --reset to replace it with the demo.');
      return;
    }
    await seedDemo(db, createPii(await loadPiiKey(config.dataDir, config.piiKey)), dataDirFileStore(config.dataDir));
    console.log('Demo data seeded.');
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
