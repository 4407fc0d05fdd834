import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../test/harness.js';
import { keptStatement } from './kept-statement.js';

const probes = pgTable('kept_statement_probes', {
  id: serial('id').primaryKey(),
  owner: integer('owner').notNull(),
  doc: jsonb('doc').$type<Record<string, unknown> | null>(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});

const insertProbe = keptStatement('kept_probe_insert', (db) =>
  db
    .insert(probes)
    .values({ owner: sql.placeholder('owner'), doc: sql.placeholder('doc'), seenAt: sql.placeholder('seenAt') })
    .returning(),
);

const probesOf = keptStatement('kept_probe_select', (db) =>
  db
    .select()
    .from(probes)
    .where(eq(probes.owner, sql.placeholder('owner')))
    .orderBy(probes.id),
);

const countOf = keptStatement<{ n: number }>(
  'kept_probe_count',
  () => sql`SELECT count(*)::int AS n FROM ${probes} WHERE ${probes.owner} = ${sql.placeholder('owner')}::int`,
);

beforeAll(async () => {
  await testDb().execute(sql`
    CREATE TABLE kept_statement_probes (
      id serial PRIMARY KEY, owner integer NOT NULL, doc jsonb, seen_at timestamptz NOT NULL)`);
});

describe('a kept statement', () => {
  it("writes through its columns' encoders and reads through Drizzle's mapping", async () => {
    const seenAt = new Date('2026-12-07T08:00:00.000Z');
    const [row] = await insertProbe.run(testDb(), { owner: 1, doc: { answers: { 3: 'a' } }, seenAt });
    expect(row).toMatchObject({ owner: 1, doc: { answers: { 3: 'a' } }, seenAt });
    expect(await probesOf.run(testDb(), { owner: 1 })).toEqual([row]);
  });

  it('stores a null jsonb as SQL NULL, as a statement built with its values does', async () => {
    await insertProbe.run(testDb(), { owner: 2, doc: null, seenAt: new Date() });
    const { rows } = await testDb().execute<{ is_null: boolean }>(
      sql`SELECT doc IS NULL AS is_null FROM kept_statement_probes WHERE owner = 2`,
    );
    expect(rows).toEqual([{ is_null: true }]);
  });

  it("runs on the transaction it is given, seeing that transaction's own rows", async () => {
    const seen = await testDb().transaction(async (tx) => {
      await insertProbe.run(tx, { owner: 3, doc: {}, seenAt: new Date() });
      const inside = (await countOf.run(tx, { owner: 3 })).rows[0]?.n;
      const outside = (await countOf.run(testDb(), { owner: 3 })).rows[0]?.n;
      return { inside, outside };
    });
    expect(seen).toEqual({ inside: 1, outside: 0 });
    expect((await countOf.run(testDb(), { owner: 3 })).rows[0]?.n).toBe(1);
  });

  it('refuses a call that leaves a placeholder without a value, sending nothing', async () => {
    await expect(insertProbe.run(testDb(), { owner: 4, seenAt: new Date() })).rejects.toThrow(/no value for "doc"/);
    expect((await countOf.run(testDb(), { owner: 4 })).rows[0]?.n).toBe(0);
  });

  it('refuses a second statement under a name already given', () => {
    expect(() => keptStatement('kept_probe_select', (db) => db.select().from(probes))).toThrow(/defined twice/);
  });

  it('is prepared once per connection under its own name', async () => {
    const names = await testDb().transaction(async (tx) => {
      await probesOf.run(tx, { owner: 1 });
      await probesOf.run(tx, { owner: 2 });
      const { rows } = await tx.execute<{ name: string }>(
        sql`SELECT name FROM pg_prepared_statements WHERE name = 'kept_probe_select'`,
      );
      return rows.map((row) => row.name);
    });
    expect(names).toEqual(['kept_probe_select']);
  });
});
