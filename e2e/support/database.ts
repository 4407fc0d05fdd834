// The run's database, for the shared factories and for reading back what the product stored.
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/src/db/client.js';

/** A small pool per test file; the file ends it in afterAll. */
export function connectTestDatabase(): DatabaseHandle {
  return connectDatabase(inject('databaseUrl'), 2);
}
