import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/harness.js';
import { createStatementNaming, nameHotStatements } from './prepared-statements.js';

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** One connection, so what it has prepared can be read back through it. */
function onePool(hotAfter = 2) {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
  pools.push(pool);
  nameHotStatements(pool, createStatementNaming({ hotAfter, maxNamed: 3 }));
  return pool;
}

async function preparedNames(pool: pg.Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>("select name from pg_prepared_statements where name like 'pj_%'");
  return result.rows.map((row) => row.name);
}

describe('naming hot statements on a real connection', () => {
  it('prepares a statement once it is hot and keeps answering right', async () => {
    const pool = onePool();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await pool.query<{ x: number }>('select $1::int + 1 as x', [i])).rows[0]?.x ?? -1);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(await preparedNames(pool)).toHaveLength(1);
  });

  it('leaves statements without parameters unnamed', async () => {
    const pool = onePool();
    for (let i = 0; i < 4; i += 1) await pool.query('select 1');
    expect(await preparedNames(pool)).toEqual([]);
  });

  it('reports a failing hot statement with its own error every time and keeps the connection usable', async () => {
    const pool = onePool();
    for (let i = 0; i < 4; i += 1) {
      await expect(pool.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
    }
    expect((await pool.query<{ x: number }>('select 1 / $1::int as x', [1])).rows[0]?.x).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      await expect(pool.query('select no_such_column from pg_class where oid = $1', [1])).rejects.toThrow(
        'no_such_column',
      );
    }
  });

  it('survives a rolled-back transaction that used and prepared it', async () => {
    const pool = onePool();
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (let i = 0; i < 3; i += 1) await client.query('select $1::text as t', ['in transaction']);
      await expect(client.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
      await client.query('rollback');
      expect((await client.query<{ t: string }>('select $1::text as t', ['after'])).rows[0]?.t).toBe('after');
    } finally {
      client.release();
    }
  });
});
