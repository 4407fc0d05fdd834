import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, programmingGradings, programmingTasks } from '../../db/schema/index.js';

export type ProgrammingTaskRow = typeof programmingTasks.$inferSelect;
export type GradingRow = typeof programmingGradings.$inferSelect;

export async function findTasks(db: Executor, activityId: number): Promise<ProgrammingTaskRow[]> {
  return db
    .select()
    .from(programmingTasks)
    .where(eq(programmingTasks.activityId, activityId))
    .orderBy(asc(programmingTasks.sort), asc(programmingTasks.id));
}

export async function findActivityKind(
  db: Executor,
  activityId: number,
): Promise<{ kind: string; provinceShardId: number } | undefined> {
  const [row] = await db
    .select({ kind: activities.kind, provinceShardId: activities.provinceShardId })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row;
}

/** An import replaces the activity's tasks as a whole, so a task list never mixes two versions. */
export async function replaceTasks(
  tx: Executor,
  activityId: number,
  rows: (typeof programmingTasks.$inferInsert)[],
): Promise<void> {
  await tx.delete(programmingTasks).where(eq(programmingTasks.activityId, activityId));
  await tx.insert(programmingTasks).values(rows);
}

export async function insertGrading(tx: Executor, row: typeof programmingGradings.$inferInsert): Promise<void> {
  await tx.insert(programmingGradings).values(row).onConflictDoNothing();
}

export async function findGradingByKey(
  db: Executor,
  userId: number,
  submitKey: string,
): Promise<GradingRow | undefined> {
  const [row] = await db
    .select()
    .from(programmingGradings)
    .where(and(eq(programmingGradings.userId, userId), eq(programmingGradings.submitKey, submitKey)));
  return row;
}

export async function findLatestGrading(
  db: Executor,
  userId: number,
  activityId: number,
): Promise<GradingRow | undefined> {
  const [row] = await db
    .select()
    .from(programmingGradings)
    .where(and(eq(programmingGradings.userId, userId), eq(programmingGradings.activityId, activityId)))
    .orderBy(desc(programmingGradings.id))
    .limit(1);
  return row;
}
