import { ErrorCode } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import type { Lease } from '../../platform/jobs/leased-worker.js';
import type { AuditContext } from '../people/writes.js';
import { adminRefusal } from '../scope/messages.js';
import { isHeaderRow, rowRecord } from './columns.js';
import { insertAccounts } from './import-accounts.js';
import { finishJob, recordProgress, type ImportJob } from './queue.js';
import { readWorkbook } from './read-workbook.js';
import { checkDuplicates, checkRow, classIndexOf, type CheckedRows, type PlannedAccount } from './validate-rows.js';

export const MAX_IMPORT_ROWS = 20_000;
const PROGRESS_EVERY = 1000;
const PREVIEW_ROWS = 200;

/** What running a job uses of the server: its database, the deployment's shared file store and the PII key. */
export type ImportContext = Pick<AppContext, 'db' | 'files' | 'pii'>;

/** The plan as the row holds it, for a job queued with one (every job since imports were queued). */
function planOf(job: ImportJob) {
  const { schoolId, roleId } = job;
  if (schoolId === null || roleId === null) throw new Error(`import job ${job.id} has no plan`);
  return { ...job, schoolId, roleId };
}

/**
 * The accounts' audit rows as the request that queued the job would have written them: they
 * name the person, the shard and the address (an admin's session never acts for another
 * account, so there is no acting parent); the session itself is not kept with the job.
 */
function auditOfJob(plan: ReturnType<typeof planOf>): AuditContext {
  return {
    session: {
      sessionId: '',
      userId: plan.ownerUserId,
      roleId: plan.roleId,
      actorUserId: null,
      provinceShardId: plan.provinceShardId,
    },
    ip: plan.requestIp,
  };
}

/** Reads and checks every row of the chosen sheet from the shared file store; nothing is written but progress. */
async function checkSheet(
  ctx: ImportContext,
  plan: ReturnType<typeof planOf>,
  signal: AbortSignal,
  report: (processedRows: number) => Promise<void>,
) {
  const index = await classIndexOf(ctx.db, plan.schoolId);
  const values = new Map<number, Record<string, string>>();
  const checked: CheckedRows = { planned: [], rejected: [] };
  await readWorkbook(await ctx.files.get(plan.fileName), plan.sheetIndex, async (row) => {
    signal.throwIfAborted();
    if (row.cells.every((cell) => !cell) || isHeaderRow(plan.kind, row.cells)) return;
    if (values.size >= MAX_IMPORT_ROWS) throw adminRefusal(ErrorCode.ValidationFailed, 'tooManyRows');
    const record = rowRecord(plan.kind, row.cells);
    values.set(row.rowNumber, record);
    const result = checkRow(plan.kind, row.rowNumber, record, index, ctx.pii);
    if ('messages' in result) checked.rejected.push(result);
    else checked.planned.push(result);
    if (values.size % PROGRESS_EVERY === 0) await report(values.size);
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

/**
 * Runs a claimed job to its end; the client polls `importProgress`. An import creates its
 * accounts and marks the job done in one transaction, and only while this instance still holds
 * the job: a server that dies or loses the job midway commits nothing, so the server that takes
 * it over creates each account once. A failure is the worker's to record, never half an import.
 */
export async function runJob(ctx: ImportContext, job: ImportJob, lease: Lease): Promise<void> {
  const plan = planOf(job);
  const { signal } = lease;
  const stillHeld = (held: boolean) => {
    if (!held) lease.lost();
    signal.throwIfAborted();
  };
  const report = async (progress: Parameters<typeof recordProgress>[3]) =>
    stillHeld(await recordProgress(ctx.db, job.id, lease.instanceId, progress));

  const checked = await checkSheet(ctx, plan, signal, (processedRows) => report({ processedRows }));
  await report({ totalRows: checked.total, processedRows: checked.total, validRows: checked.planned.length });
  const result = (importedRows: number) => ({
    totalRows: checked.total,
    validRows: checked.planned.length,
    importedRows,
    rejected: checked.rejected,
    preview: preview(checked.planned),
  });

  if (plan.mode !== 'import' || plan.passwordHash === null || checked.planned.length === 0) {
    stillHeld(await finishJob(ctx.db, job.id, lease.instanceId, result(0)));
    return;
  }
  const target = {
    kind: plan.kind,
    schoolId: plan.schoolId,
    provinceShardId: plan.provinceShardId,
    passwordHash: plan.passwordHash,
  };
  await ctx.db.transaction(async (tx) => {
    await insertAccounts(tx, ctx.pii, target, checked.planned, auditOfJob(plan), (importedRows) =>
      report({ importedRows }),
    );
    stillHeld(await finishJob(tx, job.id, lease.instanceId, result(checked.planned.length)));
  });
}
