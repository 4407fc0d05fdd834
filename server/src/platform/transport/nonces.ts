import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { keptStatement } from '../../db/kept-statement.js';
import { transportNonces } from '../../db/schema/index.js';

/** Remembers each sealed value's nonce until it could no longer be accepted anyway. */
export interface NonceStore {
  /** True the first time a nonce is seen, false on a replay. */
  claim(nonce: string, expiresAt: Date, now: Date): Promise<boolean>;
}

/**
 * Expired nonces go at most this often per server (and hourly in housekeeping): deleting them on
 * every claim cost each sign-in a statement, and claims at once queued on the same rows' locks.
 */
const PURGE_EVERY_MS = 60_000;

const claimNonce = keptStatement('transport_nonce_claim', (db) =>
  db
    .insert(transportNonces)
    .values({ nonce: sql.placeholder('nonce'), expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoNothing()
    .returning({ nonce: transportNonces.nonce }),
);

export function createPgNonceStore(db: Database): NonceStore {
  let purgedAt = Number.NEGATIVE_INFINITY;
  return {
    async claim(nonce, expiresAt, now) {
      // Real time, not the app's clock (which tests move): this only paces the tidying.
      if (performance.now() - purgedAt >= PURGE_EVERY_MS) {
        purgedAt = performance.now();
        await db.delete(transportNonces).where(lt(transportNonces.expiresAt, now));
      }
      const inserted = await claimNonce.run(db, { nonce, expiresAt });
      return inserted.length === 1;
    },
  };
}

export function createRedisNonceStore(redis: Redis): NonceStore {
  return {
    async claim(nonce, expiresAt, now) {
      const ttl = Math.max(1, expiresAt.getTime() - now.getTime());
      return (await redis.set(`pingjia:nonce:${nonce}`, '1', 'PX', ttl, 'NX')) === 'OK';
    },
  };
}
