import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';

/** The PostgreSQL channel every server instance listens on. */
export const PROGRESS_CHANNEL = 'progress';

/** What a change touched, as ids only: any session of the database role may listen to the channel. */
const changeSchema = z.object({
  taskGroupId: z.number().int(),
  activityId: z.number().int(),
  classId: z.number().int(),
  schoolId: z.number().int(),
  provinceShardId: z.number().int(),
});
export type ProgressChange = z.output<typeof changeSchema>;

/** A student's activity whose figures may have changed, and where the student sits. */
export interface ChangedTask {
  taskGroupId: number;
  activityId: number;
  provinceShardId: number;
  classId: number | null;
  schoolId: number | null;
}

/**
 * Tells every server instance that a student's figures of an activity may have changed. NOTIFY
 * belongs to the transaction: it is delivered when the transaction commits and dropped when it
 * rolls back, so a page never refreshes for a change that did not happen.
 */
export async function notifyProgress(tx: Executor, task: ChangedTask): Promise<void> {
  // Progress counts only students placed in a class; nobody's figures moved otherwise.
  if (task.classId === null || task.schoolId === null) return;
  const change: ProgressChange = {
    taskGroupId: task.taskGroupId,
    activityId: task.activityId,
    classId: task.classId,
    schoolId: task.schoolId,
    provinceShardId: task.provinceShardId,
  };
  await tx.execute(sql`SELECT pg_notify(${PROGRESS_CHANNEL}, ${JSON.stringify(change)})`);
}

/** A notification's payload, or undefined when it is not one of ours. */
export function parseProgressChange(payload: string | undefined): ProgressChange | undefined {
  if (payload === undefined) return undefined;
  try {
    const parsed = changeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
