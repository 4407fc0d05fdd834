import type { Executor } from '../../db/client.js';
import { trackingEvents } from '../../db/schema/index.js';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

export async function insertTrackingEvent(tx: Executor, row: NewTrackingEvent): Promise<void> {
  await tx.insert(trackingEvents).values(row);
}
