import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';
import { importBank } from '../../modules/adaptive/importer.js';
import { demoBankItems } from './bank.js';

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** Gives every adaptive activity shell of the demo the calibrated maths bank, through the authors' importer. */
export async function seedAdaptiveBanks(tx: Executor): Promise<void> {
  const shells = await tx.select({ id: activities.id }).from(activities).where(eq(activities.kind, 'adaptive'));
  for (const shell of shells) {
    await importBank(
      tx,
      { activityId: shell.id, settings: { minLength: 8, maxLength: 16, targetSe: 0.45 }, items: demoBankItems() },
      noActor,
    );
  }
}
