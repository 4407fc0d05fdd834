import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { testDb } from './harness.js';

/**
 * Tables a refused or read-only call may still write: rate-limit buckets, tracking beacons,
 * audit rows and the session's last-seen time.
 */
export const WRITES_ALLOWED_ON_REFUSAL = ['rate_limit_buckets', 'tracking_events', 'audit_log', 'sessions'] as const;

/**
 * Counts every row inserted, updated or deleted in this test file's database, per table, by a
 * row trigger on each table, so a test can prove that a call wrote nothing whatever code path
 * it took. Tables in `except` are not counted.
 */
export async function installWriteCounter(
  except: readonly string[] = WRITES_ALLOWED_ON_REFUSAL,
  db: Database = testDb(),
): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS test_write_counter (table_name text PRIMARY KEY, writes bigint NOT NULL);
    CREATE OR REPLACE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_counter VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET writes = test_write_counter.writes + 1;
      RETURN NULL;
    END $$;`);
  const tables = await db.execute<{ table_name: string }>(sql`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'test_write_counter'`);
  for (const { table_name: table } of tables.rows) {
    if (except.includes(table)) continue;
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON "${table}"
               FOR EACH ROW EXECUTE FUNCTION test_count_write()`),
    );
  }
}

/** Rows written per table since the counter was installed (or last cleared); tables with none are left out. */
export async function countedWrites(db: Database = testDb()): Promise<Record<string, number>> {
  const rows = await db.execute<{ table_name: string; writes: string }>(
    sql`SELECT table_name, writes FROM test_write_counter WHERE writes > 0 ORDER BY table_name`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.table_name, Number(row.writes)]));
}

export async function clearCountedWrites(db: Database = testDb()): Promise<void> {
  await db.execute(sql`DELETE FROM test_write_counter`);
}

/** What `work` wrote, per table: `{}` when it wrote nothing. */
export async function writesDuring(
  work: () => Promise<unknown>,
  db: Database = testDb(),
): Promise<Record<string, number>> {
  await clearCountedWrites(db);
  await work();
  return countedWrites(db);
}
