// What the product stored while a browser test clicked, read back for the test's checks.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.js';
import {
  adaptiveAttempts,
  answerDrafts,
  answers,
  danmuMessages,
  programmingGradings,
  scenarioAttempts,
} from '../../server/src/db/schema/index.js';

interface UserActivity {
  userId: number;
  activityId: number;
}

export async function countAnswers(where: { userId: number }, db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(answers).where(eq(answers.userId, where.userId));
  return row?.total ?? 0;
}

export async function findAnswerDraft(where: { userId: number }, db: Database) {
  const [draft] = await db.select().from(answerDrafts).where(eq(answerDrafts.userId, where.userId));
  return draft;
}

export async function findAdaptiveAttempt(where: UserActivity, db: Database) {
  const [attempt] = await db
    .select()
    .from(adaptiveAttempts)
    .where(and(eq(adaptiveAttempts.userId, where.userId), eq(adaptiveAttempts.activityId, where.activityId)))
    .limit(1);
  return attempt;
}

export async function findScenarioAttempt(where: UserActivity, db: Database) {
  const [attempt] = await db
    .select()
    .from(scenarioAttempts)
    .where(and(eq(scenarioAttempts.userId, where.userId), eq(scenarioAttempts.activityId, where.activityId)))
    .limit(1);
  return attempt;
}

export async function findProgrammingGradings(where: UserActivity, db: Database) {
  return db
    .select()
    .from(programmingGradings)
    .where(and(eq(programmingGradings.userId, where.userId), eq(programmingGradings.activityId, where.activityId)));
}

export async function findDanmuMessages(where: { content: string }, db: Database) {
  return db.select().from(danmuMessages).where(eq(danmuMessages.content, where.content));
}
