import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';

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

/** The payload of a change, or undefined for a student outside any class: progress counts only students placed in one. */
function changeOf(task: ChangedTask): ProgressChange | undefined {
  if (task.classId === null || task.schoolId === null) return undefined;
  return {
    taskGroupId: task.taskGroupId,
    activityId: task.activityId,
    classId: task.classId,
    schoolId: task.schoolId,
    provinceShardId: task.provinceShardId,
  };
}

/**
 * Tells every server instance, inside a transaction, that a student's figures of an activity may
 * have changed: delivered when the transaction commits, dropped when it rolls back. The commit then
 * queues on the database-wide lock PostgreSQL takes for notifying transactions, so a path that
 * many students take at once publishes after its commit instead (`ProgressNotifier`).
 */
export async function notifyProgress(tx: Executor, task: ChangedTask): Promise<void> {
  const change = changeOf(task);
  if (change === undefined) return;
  await tx.execute(sql`SELECT pg_notify(${PROGRESS_CHANNEL}, ${JSON.stringify(change)})`);
}

/**
 * Sends changes already committed, one statement at a time per server: what is published in one
 * turn of the event loop, or while a send is under way, goes in one send, each distinct change once, so a class handing in together
 * costs a few notifying commits instead of one per student, and no hand-in's own commit waits for
 * them. A change is lost only when the send fails or the server stops between the commit and the
 * send; pages in its scope then show it with the next change there, or when they are reloaded.
 */
export class ProgressNotifier {
  private readonly pending = new Set<string>();
  private readonly reporters = new Set<(error: unknown) => void>();
  private sending: Promise<void> | undefined;

  /** `send` puts the payloads on the channel, in one statement. */
  constructor(private readonly send: (payloads: string[]) => Promise<unknown>) {}

  /** Where a failed send is told (the app's log); returns what stops it. */
  reportErrorsTo(reporter: (error: unknown) => void): () => void {
    this.reporters.add(reporter);
    return () => this.reporters.delete(reporter);
  }

  /** Call once the change's transaction has committed. */
  publish(task: ChangedTask): void {
    const change = changeOf(task);
    if (change === undefined) return;
    this.pending.add(JSON.stringify(change));
    this.sending ??= this.sendPending();
  }

  /** Resolves once everything published so far has been sent (or failed). */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async sendPending(): Promise<void> {
    // Changes published in this turn of the event loop go together; and `sending` is set before
    // anything below can clear it.
    await Promise.resolve();
    while (this.pending.size > 0) {
      const payloads = [...this.pending];
      this.pending.clear();
      try {
        await this.send(payloads);
      } catch (error) {
        for (const report of this.reporters) report(error);
      }
    }
    this.sending = undefined;
  }
}

const notifiers = new WeakMap<Database, ProgressNotifier>();

/** The server's one notifier for a database, so its batches gather every path's changes. */
export function progressNotifierOf(db: Database): ProgressNotifier {
  let notifier = notifiers.get(db);
  if (!notifier) {
    notifier = new ProgressNotifier((payloads) =>
      db.execute(
        sql`SELECT pg_notify(${PROGRESS_CHANNEL}, payload) FROM unnest(${sql.param(payloads)}::text[]) AS payload`,
      ),
    );
    notifiers.set(db, notifier);
  }
  return notifier;
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
