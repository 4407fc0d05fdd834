import { sql } from 'drizzle-orm';
import { testDb } from '../harness.js';

/*
 * The matrix's world, put back after every in-reach call that changed it. A call that works
 * may move a student, replace a grade's plan or rename a school; the calls after it must
 * still find the world as the cases describe it. Rows of these tables are restored in place
 * (by id); link tables are restored whole. Rows a call added stay: no case names them.
 */

const ROW_TABLES = ['regions', 'schools', 'grades', 'classes', 'users'] as const;
/** Parents before children: restored in this order, emptied in the reverse. */
const LINK_TABLES = [
  'user_roles',
  'parent_student',
  'evaluation_plans',
  'plan_task_groups',
  'participation',
  'report_publications',
] as const;

const snapshotOf = (table: string) => sql.identifier(`matrix_snapshot_${table}`);

export async function takeSnapshot(): Promise<void> {
  for (const table of [...ROW_TABLES, ...LINK_TABLES]) {
    await testDb().execute(sql`DROP TABLE IF EXISTS ${snapshotOf(table)}`);
    await testDb().execute(sql`CREATE TABLE ${snapshotOf(table)} AS TABLE ${sql.identifier(table)}`);
  }
}

async function columnsOf(table: string): Promise<string[]> {
  const result = await testDb().execute<{ column_name: string }>(sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${table} AND column_name <> 'id' ORDER BY ordinal_position`);
  return result.rows.map((row) => row.column_name);
}

const columnCache = new Map<string, string[]>();

export async function restoreSnapshot(): Promise<void> {
  for (const table of ROW_TABLES) {
    const columns = columnCache.get(table) ?? (await columnsOf(table));
    columnCache.set(table, columns);
    const own = sql.join(
      columns.map((c) => sql`t.${sql.identifier(c)}`),
      sql`, `,
    );
    const saved = sql.join(
      columns.map((c) => sql`s.${sql.identifier(c)}`),
      sql`, `,
    );
    await testDb().execute(sql`
      UPDATE ${sql.identifier(table)} t SET (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) = (${saved})
      FROM ${snapshotOf(table)} s WHERE t.id = s.id AND ROW(${own}) IS DISTINCT FROM ROW(${saved})`);
  }
  for (const table of [...LINK_TABLES].reverse()) await testDb().execute(sql`DELETE FROM ${sql.identifier(table)}`);
  for (const table of LINK_TABLES) {
    await testDb().execute(sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM ${snapshotOf(table)}`);
  }
}
