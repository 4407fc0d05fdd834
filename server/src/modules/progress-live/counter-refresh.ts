import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

/*
 * Counters of a hand-in refreshed just after its commit (migration 0026): the answer path's
 * transaction queues its pairs under the student's class, and the server refreshes the class once
 * the commit is done, a class's hand-ins in one recount.
 */

/** Asks the database to queue the transaction's counter pairs instead of recounting at its commit. */
export const QUEUE_COUNTERS_SETTING = sql`set_config('pingjia.counters_after_commit', 'on', true)`;

/**
 * Tells the triggers of migration 0028 that the transaction's writer queues its own pairs and
 * raises its student's epoch (a hand-in: evaluation/hand-in-writes.ts), so they do not fire for it.
 */
export const WRITER_NOTES_COUNTERS_SETTING = sql`set_config('pingjia.counters_by_writer', 'on', true)`;

/** How long a queued pair waits for its server before any server's sweep refreshes it. */
export const STALE_QUEUE_AGE_MS = 5_000;

/** How often each server sweeps for pairs no server refreshed (its server died, or the call failed). */
export const QUEUE_SWEEP_INTERVAL_MS = 5_000;

/** Refreshes the classes' queued pairs; returns how many it took (0 when another refresh had). */
export async function refreshQueuedCounters(db: Executor, classIds: readonly number[]): Promise<number> {
  const { rows } = await db.execute<{ taken: number }>(
    sql`SELECT counters_refresh_queued(${sql.param([...classIds])}::integer[]) AS taken`,
  );
  return rows[0]?.taken ?? 0;
}

/** Refreshes the pairs queued longer than `ageMs`; returns how many. */
export async function refreshStaleCounters(db: Executor, ageMs: number = STALE_QUEUE_AGE_MS): Promise<number> {
  const { rows } = await db.execute<{ taken: number }>(
    sql`SELECT counters_refresh_stale(make_interval(secs => ${ageMs / 1000})) AS taken`,
  );
  return rows[0]?.taken ?? 0;
}

/**
 * One server's refreshes, one statement at a time: the classes asked for while a refresh runs go
 * together in the next, so a class handing in at once costs a few recounts, not one per hand-in.
 * Each request is answered by a refresh that started after it was made (its commit is then seen).
 */
export class CounterRefresher {
  private pending = new Map<number, (() => void)[]>();
  private running: Promise<void> | undefined;
  private readonly reporters = new Set<(error: unknown) => void>();

  /** `refresh` takes the classes' queued pairs, in one statement. */
  constructor(private readonly refresh: (classIds: number[]) => Promise<unknown>) {}

  /** Where a failed refresh is told (the app's log); returns what stops it. */
  reportErrorsTo(reporter: (error: unknown) => void): () => void {
    this.reporters.add(reporter);
    return () => this.reporters.delete(reporter);
  }

  /**
   * Call once the transaction that queued the class's pairs has committed. Resolves when they are
   * counted, or when the refresh failed (told to the reporters; the sweep takes the pairs later).
   */
  refreshClass(classId: number): Promise<void> {
    return new Promise((resolve) => {
      const waiting = this.pending.get(classId);
      if (waiting) waiting.push(resolve);
      else this.pending.set(classId, [resolve]);
      this.running ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Requests made in this turn of the event loop go together.
    await Promise.resolve();
    while (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.refresh([...batch.keys()].sort((a, b) => a - b));
      } catch (error) {
        for (const report of this.reporters) report(error);
      }
      for (const resolve of [...batch.values()].flat()) resolve();
    }
    this.running = undefined;
  }
}

const refreshers = new WeakMap<Database, CounterRefresher>();

/** The server's one refresher for a database, so every hand-in's class joins the same batches. */
export function counterRefresherOf(db: Database): CounterRefresher {
  let refresher = refreshers.get(db);
  if (!refresher) {
    refresher = new CounterRefresher((classIds) => refreshQueuedCounters(db, classIds));
    refreshers.set(db, refresher);
  }
  return refresher;
}
