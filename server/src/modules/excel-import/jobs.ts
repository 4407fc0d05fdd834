import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { importJobs } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { FileStore } from '../../platform/file-store/types.js';
import { notFound } from '../../platform/refusal.js';
import type { AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { isHeaderRow, rowRecord, type ImportKind } from './columns.js';
import { insertAccounts } from './import-accounts.js';
import { readWorkbook } from './read-workbook.js';
import { checkDuplicates, checkRow, classIndexOf, type CheckedRows, type PlannedAccount } from './validate-rows.js';

export type ImportJob = typeof importJobs.$inferSelect;

export const MAX_IMPORT_ROWS = 20_000;
const PROGRESS_EVERY = 1000;
const PREVIEW_ROWS = 200;

export interface JobPlan {
  kind: ImportKind;
  mode: 'dryRun' | 'import';
  fileName: string;
  sheetIndex: number;
  schoolId: number;
  provinceShardId: number;
  /** Import only: the batch's one initial password hash. */
  passwordHash: string | null;
}

async function progress(ctx: AppContext, jobId: string, change: Partial<typeof importJobs.$inferInsert>) {
  await ctx.db.update(importJobs).set(change).where(eq(importJobs.id, jobId));
}

/** Reads and checks every row of the chosen sheet; nothing is written but the job's progress. */
async function checkSheet(ctx: AppContext, store: FileStore, jobId: string, plan: JobPlan) {
  const index = await classIndexOf(ctx.db, plan.schoolId);
  const values = new Map<number, Record<string, string>>();
  const checked: CheckedRows = { planned: [], rejected: [] };
  await readWorkbook(await store.get(plan.fileName), plan.sheetIndex, async (row) => {
    if (row.cells.every((cell) => !cell) || isHeaderRow(plan.kind, row.cells)) return;
    if (values.size >= MAX_IMPORT_ROWS) throw adminRefusal(ErrorCode.ValidationFailed, 'tooManyRows');
    const record = rowRecord(plan.kind, row.cells);
    values.set(row.rowNumber, record);
    const result = checkRow(plan.kind, row.rowNumber, record, index, ctx.pii);
    if ('messages' in result) checked.rejected.push(result);
    else checked.planned.push(result);
    if (values.size % PROGRESS_EVERY === 0) await progress(ctx, jobId, { processedRows: values.size });
  });
  const result = await checkDuplicates(ctx.db, checked, (rowNumber) => values.get(rowNumber) ?? {});
  return { ...result, total: values.size };
}

function preview(rows: readonly PlannedAccount[]) {
  return rows.slice(0, PREVIEW_ROWS).map((row) => ({
    rowNumber: row.rowNumber,
    action: 'create',
    userName: row.userName,
    loginName: row.loginName,
    classId: row.classId,
  }));
}

/** Runs in the background; the client polls `importProgress`. Any failure ends the job with its reason, never half an import. */
export async function runJob(
  ctx: AppContext,
  store: FileStore,
  jobId: string,
  plan: JobPlan,
  audit: AuditContext,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const checked = await checkSheet(ctx, store, jobId, plan);
    await progress(ctx, jobId, {
      totalRows: checked.total,
      processedRows: checked.total,
      validRows: checked.planned.length,
    });
    let imported = 0;
    if (plan.mode === 'import' && plan.passwordHash && checked.planned.length > 0) {
      const target = {
        kind: plan.kind,
        schoolId: plan.schoolId,
        provinceShardId: plan.provinceShardId,
        passwordHash: plan.passwordHash,
      };
      await ctx.db.transaction((tx) =>
        insertAccounts(tx, ctx.pii, target, checked.planned, audit, (done) =>
          progress(ctx, jobId, { importedRows: done }),
        ),
      );
      imported = checked.planned.length;
    }
    await progress(ctx, jobId, {
      state: 'done',
      importedRows: imported,
      rejected: checked.rejected,
      preview: preview(checked.planned),
      finishedAt: ctx.clock(),
    });
  } catch (error) {
    const reason = adminRefusal.isOwn(error) ? error.key : 'internal';
    if (reason === 'internal') log.error({ err: error, jobId }, 'import job failed');
    await progress(ctx, jobId, { state: 'failed', failure: reason, importedRows: 0, finishedAt: ctx.clock() });
  }
}

export async function createJob(ctx: AppContext, ownerUserId: number, plan: JobPlan): Promise<string> {
  const [job] = await ctx.db
    .insert(importJobs)
    .values({
      ownerUserId,
      kind: plan.kind,
      mode: plan.mode,
      fileName: plan.fileName,
      sheetIndex: plan.sheetIndex,
      provinceShardId: plan.provinceShardId,
    })
    .returning({ id: importJobs.id });
  if (!job) throw new Error('import job not created');
  return job.id;
}

/** Only the person who started a job sees it. */
export async function requireJob(ctx: AppContext, ownerUserId: number, jobId: string): Promise<ImportJob> {
  const [job] = await ctx.db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.ownerUserId, ownerUserId)));
  if (!job) throw notFound();
  return job;
}
