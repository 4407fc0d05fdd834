import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, scenarioAttempts, scenarios } from '../../db/schema/index.js';
import type { ScenarioDefinition } from './definition.js';
import type { WalkState } from './walk.js';

export type AttemptRow = typeof scenarioAttempts.$inferSelect;

export async function findActivityForImport(tx: Executor, activityId: number) {
  const [row] = await tx
    .select({ kind: activities.kind, provinceShardId: activities.provinceShardId })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

/** Stored definitions were validated on import, so they are read back as such. */
export async function findDefinition(db: Executor, activityId: number): Promise<ScenarioDefinition | undefined> {
  const [row] = await db
    .select({ definition: scenarios.definition })
    .from(scenarios)
    .where(eq(scenarios.activityId, activityId));
  return row?.definition as ScenarioDefinition | undefined;
}

export async function saveDefinition(
  tx: Executor,
  definition: ScenarioDefinition,
  provinceShardId: number,
  now: Date,
): Promise<number> {
  const values = { activityId: definition.activityId, definition: { ...definition }, provinceShardId, updatedAt: now };
  const [row] = await tx
    .insert(scenarios)
    .values(values)
    .onConflictDoUpdate({ target: scenarios.activityId, set: { definition: values.definition, updatedAt: now } })
    .returning({ id: scenarios.id });
  return row?.id ?? 0;
}

/** A new definition may drop scenes an unfinished walk stands on; those walks start over. */
export async function clearAttempts(tx: Executor, activityId: number): Promise<void> {
  await tx.delete(scenarioAttempts).where(eq(scenarioAttempts.activityId, activityId));
}

export async function findAttempt(db: Executor, userId: number, activityId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(scenarioAttempts)
    .where(and(eq(scenarioAttempts.userId, userId), eq(scenarioAttempts.activityId, activityId)));
  return row;
}

export const walkOf = (row: AttemptRow): WalkState => ({
  path: row.path,
  responses: row.responses as WalkState['responses'],
});

interface AttemptKey {
  userId: number;
  activityId: number;
  taskGroupId: number;
  provinceShardId: number;
}

export async function saveAttempt(
  tx: Executor,
  key: AttemptKey,
  walk: WalkState,
  round: number,
  now: Date,
): Promise<AttemptRow> {
  const values = { ...key, path: walk.path, responses: walk.responses, round, updatedAt: now };
  const [row] = await tx
    .insert(scenarioAttempts)
    .values(values)
    .onConflictDoUpdate({
      target: [scenarioAttempts.userId, scenarioAttempts.activityId],
      set: { path: walk.path, responses: walk.responses, round, taskGroupId: key.taskGroupId, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('scenario attempt was not saved');
  return row;
}
