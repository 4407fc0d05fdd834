import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adaptiveAttempts, answerDrafts, resultResets, scenarioAttempts, schools } from '../../db/schema/index.js';

interface PairKey {
  userId: number;
  activityId: number;
}

const ofAdaptive = (key: PairKey) =>
  and(eq(adaptiveAttempts.userId, key.userId), eq(adaptiveAttempts.activityId, key.activityId));
const ofScenario = (key: PairKey) =>
  and(eq(scenarioAttempts.userId, key.userId), eq(scenarioAttempts.activityId, key.activityId));
const ofDraft = (key: PairKey) => and(eq(answerDrafts.userId, key.userId), eq(answerDrafts.activityId, key.activityId));

/**
 * Whether the student has begun answering without handing in: a saved draft (items and
 * programming code), an adaptive test not handed in, or a scenario walk. A handed-in adaptive
 * attempt is history, not work in progress.
 */
export async function hasWorkInProgress(db: Executor, key: PairKey): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select
    exists (select 1 from ${answerDrafts} where ${ofDraft(key)})
    or exists (select 1 from ${adaptiveAttempts} where ${ofAdaptive(key)} and ${isNull(adaptiveAttempts.submittedAt)})
    or exists (select 1 from ${scenarioAttempts} where ${ofScenario(key)}) as found`);
  return result.rows[0]?.found === true;
}

/**
 * Removes what each engine would resume, so the next open starts fresh: the draft, an adaptive
 * test not handed in (handed-in attempts stay as the history of their answers) and the scenario
 * walk (a handed-in answer keeps its own path and responses).
 */
export async function clearWorkInProgress(tx: Executor, key: PairKey): Promise<void> {
  await tx.delete(answerDrafts).where(ofDraft(key));
  await tx.delete(adaptiveAttempts).where(and(ofAdaptive(key), isNull(adaptiveAttempts.submittedAt)));
  await tx.delete(scenarioAttempts).where(ofScenario(key));
}

export async function findDistrictOf(db: Executor, schoolId: number): Promise<number | undefined> {
  const [row] = await db.select({ districtId: schools.districtId }).from(schools).where(eq(schools.id, schoolId));
  return row?.districtId;
}

export async function insertReset(tx: Executor, row: typeof resultResets.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(resultResets).values(row).returning({ id: resultResets.id });
  if (!inserted) throw new Error('result reset not inserted');
  return inserted.id;
}
