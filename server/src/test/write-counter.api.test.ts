import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistrict, createSchool } from './factories.js';
import { testDb } from './harness.js';
import { countedWrites, installWriteCounter, writesDuring } from './write-counter.js';

describe('the write counter', () => {
  beforeAll(async () => {
    await installWriteCounter();
  });

  it('counts the rows a piece of work inserts, per table', async () => {
    const writes = await writesDuring(async () => {
      const district = await createDistrict();
      await createSchool({ districtId: district.id });
    });
    expect(Object.values(writes).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(2);
  });

  it('counts nothing for a read, and nothing on the tables a refusal may write', async () => {
    const writes = await writesDuring(async () => {
      await testDb().execute(sql`SELECT count(*) FROM users`);
      await testDb().execute(sql`INSERT INTO rate_limit_buckets (key, count, window_start) VALUES ('k', 1, now())`);
    });
    expect(writes).toEqual({});
    expect(await countedWrites()).toEqual({});
  });
});
