import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { importJobs } from '../../db/schema/index.js';
import { createLeasedQueue } from '../../platform/jobs/leased-queue.js';
import { notFound } from '../../platform/refusal.js';
import type { ImportJobFailure } from './messages.js';

export type ImportJob = typeof importJobs.$inferSelect;

/** Everything a server needs to run the job, whichever server took the request. */
export interface NewImportJob {
  ownerUserId: number;
  roleId: number;
  requestIp: string | null;
  kind: ImportJob['kind'];
  mode: ImportJob['mode'];
  /** The upload's name in the shared file store. */
  fileName: string;
  sheetIndex: number;
  schoolId: number;
  provinceShardId: number;
  /** Import only: the batch's one initial password hash. */
  passwordHash: string | null;
}

/** What a claim starts from: a job taken over from a dead server reads its file again from the top. */
const NO_PROGRESS = { totalRows: 0, processedRows: 0, validRows: 0, importedRows: 0 };

/** An ended job keeps its counts and rows for the page, not the password hash. */
const ENDED = { claimedBy: null, passwordHash: null, finishedAt: sql`now()` };

/**
 * A claim starts the counts over; an orphan out of claims fails having imported nothing, since
 * a job's accounts commit only with its end (see `runJob`).
 */
export const importQueue = createLeasedQueue(importJobs, {
  fresh: NO_PROGRESS,
  exhausted: { ...ENDED, state: 'failed', failure: 'interrupted' satisfies ImportJobFailure, importedRows: 0 },
});

export async function insertJob(db: Executor, job: NewImportJob): Promise<string> {
  const [row] = await db.insert(importJobs).values(job).returning({ id: importJobs.id });
  if (!row) throw new Error('import job not created');
  return row.id;
}

/** Only the person who started a job sees it. */
export async function requireJob(db: Executor, ownerUserId: number, jobId: string): Promise<ImportJob> {
  const [job] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.ownerUserId, ownerUserId)));
  if (!job) throw notFound();
  return job;
}

/** The instance is alive (and how far it got); false when the job is no longer its own. */
export function recordProgress(
  db: Executor,
  jobId: string,
  instanceId: string,
  progress?: Partial<Pick<ImportJob, 'totalRows' | 'processedRows' | 'validRows' | 'importedRows'>>,
): Promise<boolean> {
  return importQueue.beat(db, jobId, instanceId, progress);
}

/**
 * Ends the job as done while this instance holds it; false when another has taken it over. An
 * import calls it inside the transaction that created the accounts, so both commit or neither.
 */
export async function finishJob(
  db: Executor,
  jobId: string,
  instanceId: string,
  result: Pick<ImportJob, 'totalRows' | 'validRows' | 'importedRows' | 'rejected' | 'preview'>,
): Promise<boolean> {
  const held = await db
    .update(importJobs)
    .set({ ...ENDED, ...result, processedRows: result.totalRows, state: 'done' })
    .where(importQueue.heldBy(jobId, instanceId))
    .returning({ id: importJobs.id });
  return held.length > 0;
}

/** `failure` is a key of the admin or the import jobs' catalogue, or 'internal'. */
export async function failJob(db: Executor, jobId: string, instanceId: string, failure: string): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...ENDED, state: 'failed', failure, importedRows: 0 })
    .where(importQueue.heldBy(jobId, instanceId));
}
