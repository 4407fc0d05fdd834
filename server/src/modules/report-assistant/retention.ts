import type { Database } from '../../db/client.js';
import { deleteOlderThan } from './repository.js';

/**
 * How long questions and answers are kept (docs/decisions.md, "Report assistant"): long enough
 * to look into a complaint, short for children's words. The audit log keeps that an exchange
 * happened, without its text.
 */
export const RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Looked at hourly by every server; idempotent. */
export const PURGE_INTERVAL_MS = 3_600_000;

export async function purgeExpired(db: Database, now: Date): Promise<void> {
  await deleteOlderThan(db, new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
}
