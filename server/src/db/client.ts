import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { nameHotStatements } from './prepared-statements.js';

// Made without the schema: its relational query builders, which nothing here uses, were built
// again for every transaction (2-3 % of the event loop's own time in a burst of hand-ins, besides
// their objects to collect).
export type Database = NodePgDatabase;
/** A transaction handle; repositories take either this or the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  nameHotStatements(pool);
  // An idle client loses its connection when the database restarts; the pool replaces it.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  return { db: drizzle({ client: pool }), pool };
}

/** How often a write that report reads must see asks the read replica how far it has replayed. */
const REPLAY_POLL_MS = 5;

/**
 * Resolves true once `readDb` has replayed everything `db` had written when it was called (so a
 * read through it sees a write just committed), false when `timeoutMs` passes first. A read
 * database that is not a standby (the primary itself, or a read-only role on it) has nothing to
 * replay and answers at once; so does `readDb` being the primary's own handle.
 */
export async function readsCaughtUp(db: Database, readDb: Database, timeoutMs = 2_000): Promise<boolean> {
  if (readDb === db) return true;
  const written = await db.execute<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
  const lsn = written.rows[0]?.lsn;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const replayed = await readDb.execute<{ caught_up: boolean }>(
      // A server out of recovery keeps the position its last recovery reached: only a standby's counts.
      sql`SELECT NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS caught_up`,
    );
    if (replayed.rows[0]?.caught_up) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
  }
}
