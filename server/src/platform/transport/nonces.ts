import { lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { transportNonces } from '../../db/schema/index.js';

/** Remembers each sealed value's nonce until it could no longer be accepted anyway. */
export interface NonceStore {
  /** True the first time a nonce is seen, false on a replay. */
  claim(nonce: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export function createPgNonceStore(db: Database): NonceStore {
  return {
    async claim(nonce, expiresAt, now) {
      await db.delete(transportNonces).where(lt(transportNonces.expiresAt, now));
      const inserted = await db
        .insert(transportNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: transportNonces.nonce });
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
