import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  beatenLease,
  claimedLease,
  isClaimable,
  isExhausted,
  isHeldBy,
  releasedLease,
  type LeaseColumns,
  type QueueRules,
} from './lease.js';

/** A job table: the lease columns, and the time a job was queued, which orders the queue. */
export type LeasedTable = PgTable & LeaseColumns & { createdAt: PgColumn };

/** What a queue writes besides the lease when a job is claimed, handed back, or given up on. */
export interface QueueWrites<T extends LeasedTable> {
  /** A claimed job starts from these, and a handed-back one returns to them: a job taken over starts again. */
  fresh: PgUpdateSetSource<T>;
  /** How an orphan that has had all its claims ends. */
  exhausted: PgUpdateSetSource<T>;
}

/** The statements a worker runs on its queue's table between the jobs themselves. */
export interface JobQueue<J> {
  /** Orphans that have had all their claims fail rather than loop. */
  failExhausted: (db: Executor, rules: QueueRules) => Promise<void>;
  /**
   * Claims the oldest queued job, or an orphaned running one, for this instance. SKIP LOCKED lets
   * several servers claim at once without waiting on or taking each other's job.
   */
  claimNext: (db: Executor, instanceId: string, rules: QueueRules) => Promise<J | undefined>;
  /** The instance is alive; false when the job is no longer its own. */
  beat: (db: Executor, jobId: string, instanceId: string) => Promise<boolean>;
  /** A server stopping on purpose hands its job back; the claim it used does not count. */
  release: (db: Executor, jobId: string, instanceId: string) => Promise<void>;
}

export interface LeasedQueue<T extends LeasedTable> extends JobQueue<T['$inferSelect']> {
  /** The instance is alive, and how far it got; false when the job is no longer its own. */
  beat: (db: Executor, jobId: string, instanceId: string, progress?: PgUpdateSetSource<T>) => Promise<boolean>;
  /** Only while this instance still holds the claim: another may have taken an orphan over. */
  heldBy: (jobId: string, instanceId: string) => SQL | undefined;
}

/**
 * The queue on a job table. Every leased table is claimed, beaten, handed back and given up on
 * the same way (see `lease.ts`); a queue says only what it writes besides the lease.
 */
export function createLeasedQueue<T extends LeasedTable>(table: T, writes: QueueWrites<T>): LeasedQueue<T> {
  const heldBy = (jobId: string, instanceId: string) => isHeldBy(table, jobId, instanceId);
  // Widened to the base type: Drizzle cannot decide, for a generic table, that it may be read from.
  const source: PgTable = table;
  return {
    heldBy,

    async failExhausted(db, rules) {
      await db.update(table).set(writes.exhausted).where(isExhausted(table, rules));
    },

    async claimNext(db, instanceId, rules) {
      const next = db
        .select({ id: table.id })
        .from(source)
        .where(isClaimable(table, rules))
        .orderBy(table.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(table)
        .set({ ...claimedLease(table, instanceId), ...writes.fresh })
        .where(eq(table.id, sql`(${next})`))
        .returning();
      // Drizzle leaves the rows of a generic table's `returning()` as an unresolved conditional
      // type; they are that table's rows, which is what `$inferSelect` names.
      return (claimed as T['$inferSelect'][])[0];
    },

    async beat(db, jobId, instanceId, progress) {
      const held = await db
        .update(table)
        .set({ ...beatenLease(), ...progress })
        .where(heldBy(jobId, instanceId))
        .returning({ id: table.id });
      return held.length > 0;
    },

    async release(db, jobId, instanceId) {
      await db
        .update(table)
        .set({ ...releasedLease(table), ...writes.fresh })
        .where(heldBy(jobId, instanceId));
    },
  };
}
