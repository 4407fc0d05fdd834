import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { nameHotStatements } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
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
  return { db: drizzle({ client: pool, schema }), pool };
}
