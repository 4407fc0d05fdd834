import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatDateTime } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { activities, resultResets } from '../../db/schema/index.js';

/** The resets of the student's results they have not read yet, newest first, with the reason they were given. */
export async function unreadResetsOf(db: Executor, studentId: number) {
  const rows = await db
    .select({
      activityId: resultResets.activityId,
      activityName: activities.name,
      taskGroupId: resultResets.taskGroupId,
      reason: resultResets.reason,
      createdAt: resultResets.createdAt,
    })
    .from(resultResets)
    .innerJoin(activities, eq(activities.id, resultResets.activityId))
    .where(and(eq(resultResets.studentId, studentId), isNull(resultResets.readAt)))
    .orderBy(desc(resultResets.createdAt), desc(resultResets.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, resetAt: formatDateTime(createdAt) }));
}

export async function markResetsRead(tx: Executor, studentId: number, now: Date): Promise<void> {
  await tx
    .update(resultResets)
    .set({ readAt: now })
    .where(and(eq(resultResets.studentId, studentId), isNull(resultResets.readAt)));
}
