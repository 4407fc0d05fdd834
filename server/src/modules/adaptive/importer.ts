import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { adaptiveBankDefinitionSchema, ErrorCode, type FieldError } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { activities, adaptiveBanks, adaptiveItems } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import { formatPath, type ImportActor } from '../content/importer.js';
import { findKnownIndicators } from '../content/repository.js';
import { adaptiveRefusal } from './messages.js';

type BankDefinition = z.output<typeof adaptiveBankDefinitionSchema>;

const refuse = (errors: FieldError[]) => adaptiveRefusal(ErrorCode.ValidationFailed, 'bankInvalid', { errors });

/** What the tables must hold: an adaptive activity, each indicator a non-root node of the dimension tree. */
async function referenceErrors(
  tx: Executor,
  definition: BankDefinition,
): Promise<{ errors: FieldError[]; shard?: number }> {
  const errors: FieldError[] = [];
  const [activity] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.id, definition.activityId), eq(activities.kind, 'adaptive')));
  if (!activity) errors.push({ path: 'activityId', message: `no adaptive activity ${definition.activityId}` });
  const known = await findKnownIndicators(
    tx,
    definition.items.map((item) => item.indicatorId),
  );
  definition.items.forEach((item, i) => {
    if (!known.has(item.indicatorId))
      errors.push({
        path: `items[${i}].indicatorId`,
        message: `no indicator ${item.indicatorId} in the dimension tree`,
      });
  });
  Object.keys(definition.settings.contentTargets).forEach((indicatorId) => {
    if (!definition.items.some((item) => item.indicatorId === indicatorId)) {
      errors.push({
        path: `settings.contentTargets.${indicatorId}`,
        message: `no item of indicator ${indicatorId} in the bank`,
      });
    }
  });
  return activity ? { errors, shard: activity.provinceShardId } : { errors };
}

/**
 * Validates an item bank and replaces the activity's bank and settings in one transaction.
 * Every problem comes back with its JSON path and nothing is written unless there is none.
 * Attempts already made keep their own copy of the parameters, so replacing a bank never changes a result.
 */
export async function importBank(
  db: Executor,
  input: unknown,
  actor: ImportActor,
): Promise<{ activityId: number; itemCount: number }> {
  const parsed = adaptiveBankDefinitionSchema.safeParse(input);
  if (!parsed.success)
    throw refuse(parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })));
  const definition = parsed.data;
  return db.transaction(async (tx) => {
    const { errors, shard } = await referenceErrors(tx, definition);
    if (errors.length > 0 || shard === undefined) throw refuse(errors);
    const { activityId, settings } = definition;
    await tx.delete(adaptiveItems).where(eq(adaptiveItems.activityId, activityId));
    await tx
      .insert(adaptiveBanks)
      .values({ activityId, settings, provinceShardId: shard })
      .onConflictDoUpdate({ target: adaptiveBanks.activityId, set: { settings, updatedAt: new Date() } });
    await tx.insert(adaptiveItems).values(
      definition.items.map((item, sort) => ({
        activityId,
        indicatorId: item.indicatorId,
        a: item.a,
        b: item.b,
        c: item.model === '2PL' ? 0 : item.c,
        stem: item.stem,
        options: item.options,
        correctOptionId: item.correct,
        sort,
        provinceShardId: shard,
      })),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'adaptive.importBank',
      entityType: 'activity',
      entityId: activityId,
      before: null,
      after: { items: definition.items.length, settings },
      provinceShardId: shard,
    });
    return { activityId, itemCount: definition.items.length };
  });
}
