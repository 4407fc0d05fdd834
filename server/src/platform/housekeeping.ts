import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitBuckets, sessions, transportNonces, verificationCodes } from '../db/schema/index.js';

const DAY_MS = 24 * 3_600_000;

/**
 * Deletes rows that can no longer mean anything: sessions past their absolute end, spent
 * codes, old rate-limit windows and nonces. Idempotent, so every server may run it.
 * A day of grace keeps yesterday's rows readable while someone investigates.
 */
export async function sweepExpired(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(sessions).where(lt(sessions.expiresAt, dayAgo));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, dayAgo));
  await db.delete(transportNonces).where(lt(transportNonces.expiresAt, now));
}

export const SWEEP_INTERVAL_MS = 3_600_000;
