import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';

/**
 * Inserts rows (all with the same fields) as one JSON parameter read by json_populate_recordset:
 * thousands of rows bind one value instead of one per cell, which measured three to four times
 * faster than a VALUES list here, and fire each statement trigger once.
 */
export async function insertMany<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const fields = Object.keys(first).map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`no column for ${field}`);
    return { field, name: column.name };
  });
  const records = rows.map((row: Record<string, unknown>) => {
    const record: Record<string, unknown> = {};
    for (const { field, name } of fields) record[name] = row[field];
    return record;
  });
  const list = sql.raw(fields.map(({ name }) => `"${name}"`).join(', '));
  await tx.execute(
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json)`,
  );
}
