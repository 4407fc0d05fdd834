import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** How a queue in PostgreSQL hands its jobs out (see docs/decisions.md, "Exports" and "Account imports"). */
export interface QueueRules {
  /** A running job whose server has not said it is alive for this long is orphaned. */
  leaseSeconds: number;
  /** Claims per job: an orphaned job claimed this often fails instead of running again. */
  maxAttempts: number;
}

/**
 * The columns every leased job table has: its state ('queued', 'running', then its own end
 * states), the server instance holding it, when that instance last said it was alive, and
 * how often a server has claimed it.
 */
export interface LeaseColumns {
  id: PgColumn;
  state: PgColumn;
  claimedBy: PgColumn;
  heartbeatAt: PgColumn;
  attempts: PgColumn;
}

/** Running, but its server has not been heard from within the lease. */
export const isOrphaned = (c: LeaseColumns, rules: QueueRules): SQL | undefined =>
  and(eq(c.state, 'running'), lt(c.heartbeatAt, sql`now() - make_interval(secs => ${rules.leaseSeconds})`));

/** What a server may claim: a queued job, or an orphan with claims left. */
export const isClaimable = (c: LeaseColumns, rules: QueueRules): SQL | undefined =>
  and(or(eq(c.state, 'queued'), isOrphaned(c, rules)), lt(c.attempts, rules.maxAttempts));

/** An orphan that has had all its claims: it fails rather than loop. */
export const isExhausted = (c: LeaseColumns, rules: QueueRules): SQL | undefined =>
  and(isOrphaned(c, rules), sql`${c.attempts} >= ${rules.maxAttempts}`);

/** Only while this instance still holds the claim: another may have taken an orphan over. */
export const isHeldBy = (c: LeaseColumns, jobId: string, instanceId: string): SQL | undefined =>
  and(eq(c.id, jobId), eq(c.claimedBy, instanceId), eq(c.state, 'running'));

/** The lease columns of a job this instance has just claimed. */
export const claimedLease = (c: LeaseColumns, instanceId: string) => ({
  state: 'running' as const,
  claimedBy: instanceId,
  heartbeatAt: sql`now()`,
  attempts: sql`${c.attempts} + 1`,
});

/** The lease column of a job whose server has just said it is alive. */
export const beatenLease = () => ({ heartbeatAt: sql`now()` });

/** The lease columns of a job handed back by a server stopping on purpose: that claim does not count. */
export const releasedLease = (c: LeaseColumns) => ({
  state: 'queued' as const,
  claimedBy: null,
  heartbeatAt: null,
  attempts: sql`greatest(${c.attempts} - 1, 0)`,
});
