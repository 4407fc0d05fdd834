import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ExportJobKind, Locale } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { exportJobs, files } from '../../db/schema/index.js';
import { createLeasedQueue } from '../../platform/jobs/leased-queue.js';
import type { ExportFailure } from './messages.js';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A job with the stored and the download name of the file it made (for the page's link). */
export type ExportJobView = ExportJobRow & { fileName: string | null; downloadName: string | null };

const UNFINISHED = ['queued', 'running'] as const;

const selectView = (db: Executor) =>
  db
    .select({ job: exportJobs, fileName: files.fileName, downloadName: files.originalName })
    .from(exportJobs)
    .leftJoin(files, eq(files.id, exportJobs.fileId));

const toView = (row: { job: ExportJobRow; fileName: string | null; downloadName: string | null }): ExportJobView => ({
  ...row.job,
  fileName: row.fileName,
  downloadName: row.downloadName,
});

export interface NewExportJob {
  ownerUserId: number;
  roleId: number;
  provinceShardId: number;
  kind: ExportJobKind;
  query: unknown;
  locale: Locale;
  scopeName: string;
}

export async function insertJob(tx: Executor, job: NewExportJob): Promise<ExportJobView> {
  const [row] = await tx.insert(exportJobs).values(job).returning();
  if (!row) throw new Error('export job not created');
  return { ...row, fileName: null, downloadName: null };
}

/** Only the person who started a job finds it. */
export async function findOwnJob(db: Executor, ownerUserId: number, jobId: string): Promise<ExportJobView | undefined> {
  const [row] = await selectView(db).where(and(eq(exportJobs.id, jobId), eq(exportJobs.ownerUserId, ownerUserId)));
  return row && toView(row);
}

/** The same export (kind and query, in the same role) of the owner, newest first. */
function sameExport(owner: { userId: number; roleId: number }, kind: ExportJobKind, query: unknown) {
  return and(
    eq(exportJobs.ownerUserId, owner.userId),
    eq(exportJobs.roleId, owner.roleId),
    eq(exportJobs.kind, kind),
    sql`${exportJobs.query} = ${JSON.stringify(query)}::jsonb`,
  );
}

export async function findUnfinishedJob(
  db: Executor,
  owner: { userId: number; roleId: number },
  kind: ExportJobKind,
  query: unknown,
): Promise<ExportJobView | undefined> {
  const [row] = await selectView(db)
    .where(and(sameExport(owner, kind, query), inArray(exportJobs.state, UNFINISHED)))
    .orderBy(desc(exportJobs.createdAt))
    .limit(1);
  return row && toView(row);
}

export async function findLatestJob(
  db: Executor,
  owner: { userId: number; roleId: number },
  kind: ExportJobKind,
  query: unknown,
  since: Date,
): Promise<ExportJobView | undefined> {
  const [row] = await selectView(db)
    .where(and(sameExport(owner, kind, query), gt(exportJobs.createdAt, since)))
    .orderBy(desc(exportJobs.createdAt))
    .limit(1);
  return row && toView(row);
}

export async function countUnfinishedJobs(db: Executor, ownerUserId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(exportJobs)
    .where(and(eq(exportJobs.ownerUserId, ownerUserId), inArray(exportJobs.state, UNFINISHED)));
  return row?.count ?? 0;
}

/** A claim starts the row count over; orphaned jobs out of claims fail for good and can be started again. */
export const exportQueue = createLeasedQueue(exportJobs, {
  fresh: { doneRows: 0 },
  exhausted: {
    state: 'failed',
    failure: 'interrupted' satisfies ExportFailure,
    claimedBy: null,
    finishedAt: sql`now()`,
  },
});

/** The instance is alive (and how far it got); false when the job is no longer its own. */
export function recordProgress(
  db: Executor,
  jobId: string,
  instanceId: string,
  rows?: { doneRows: number; totalRows: number },
): Promise<boolean> {
  return exportQueue.beat(db, jobId, instanceId, rows);
}

export async function finishJob(
  db: Executor,
  jobId: string,
  instanceId: string,
  result: { fileId: number; doneRows: number },
): Promise<boolean> {
  const held = await db
    .update(exportJobs)
    .set({
      state: 'done',
      fileId: result.fileId,
      doneRows: result.doneRows,
      totalRows: result.doneRows,
      claimedBy: null,
      finishedAt: sql`now()`,
    })
    .where(exportQueue.heldBy(jobId, instanceId))
    .returning({ id: exportJobs.id });
  return held.length > 0;
}

export async function failJob(db: Executor, jobId: string, instanceId: string, failure: ExportFailure) {
  await db
    .update(exportJobs)
    .set({ state: 'failed', failure, claimedBy: null, finishedAt: sql`now()` })
    .where(exportQueue.heldBy(jobId, instanceId));
}
