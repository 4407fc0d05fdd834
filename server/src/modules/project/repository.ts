import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { answers } from '../../db/schema/index.js';

export async function countAnswersOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .where(eq(answers.userId, userId));
  return row?.n ?? 0;
}
