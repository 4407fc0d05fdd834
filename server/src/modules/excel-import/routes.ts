import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { sessionOf } from '../../platform/auth.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { contentDisposition } from '../../platform/download.js';
import { sendXlsx, XLSX_MIME, xlsxStream } from '../../platform/xlsx-stream.js';
import { openStoredFile } from '../files/send-file.js';
import { readableFile } from '../files/service.js';
import { initialPasswordHash } from '../people/initial-password.js';
import { requireSchool } from '../scope/records.js';
import { scopeOf } from '../scope/request.js';
import { IMPORT_COLUMNS } from './columns.js';
import { registerPageExport } from './page-export.js';
import { messageText, toProgress } from './present.js';
import { insertJob, requireJob } from './queue.js';
import { readWorkbook } from './read-workbook.js';
import { templateWorkbook } from './template.js';
import type { RejectedRow } from './validate-rows.js';
import { ImportWorker } from './worker.js';

/** Batch accounts from a workbook: template, sheets, dry run, import, progress, error workbook, page exports. */
export function excelImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { admin, files } = api;
  const store = ctx.files;
  const worker = new ImportWorker(ctx, app.log);
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    await worker.close();
  });

  /** An uploaded file of the caller's; someone else's reads as missing (the file service's own refusal). */
  const ownFile = (request: FastifyRequest, fileName: string) => readableFile(ctx, sessionOf(request), fileName);

  /** Queues the job with its whole plan, for whichever server's worker claims it first (this one is woken). */
  async function startJob(
    request: FastifyRequest,
    input: { fileName: string; sheetIndex: number; kind: 'student' | 'teacher'; schoolId: number },
    password?: string,
  ) {
    const scope = await scopeOf(ctx, request);
    const school = await requireSchool(ctx.db, scope, input.schoolId);
    await ownFile(request, input.fileName);
    const session = sessionOf(request);
    const jobId = await insertJob(ctx.db, {
      ...input,
      ownerUserId: session.userId,
      roleId: session.roleId,
      requestIp: request.ip,
      mode: password ? 'import' : 'dryRun',
      provinceShardId: school.provinceShardId,
      passwordHash: password ? await initialPasswordHash(ctx, password) : null,
    });
    worker.wake();
    return { jobId };
  }

  route(app, admin.importTemplate, async ({ query }, _, reply) => {
    const name = query.kind === 'student' ? '学生导入模板.xlsx' : '教师导入模板.xlsx';
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', contentDisposition('attachment', name))
      .send(await templateWorkbook(query.kind));
  });

  route(app, admin.getSheetNum, async ({ query }, request) => {
    const file = await ownFile(request, query.fileName);
    const sheetNames = await readWorkbook(await openStoredFile(store, file, request.log), null, () => undefined);
    return { sheetNum: sheetNames.length, sheetNames };
  });

  route(app, admin.checkImport, async ({ body }, request) => startJob(request, body));

  route(app, admin.importAccounts, async ({ body }, request) => {
    const { password, ...input } = body;
    return startJob(request, input, password);
  });

  route(app, admin.importProgress, async ({ query }, request) =>
    toProgress(await requireJob(ctx.db, sessionOf(request).userId, query.jobId), requestLocale(request)),
  );

  route(app, files.exporBatchErrotExcel, async ({ body }, request, reply) => {
    const job = await requireJob(ctx.db, sessionOf(request).userId, body.jobId);
    const locale = requestLocale(request);
    const rows = (job.rejected as RejectedRow[]).map((row) => ({
      ...row.values,
      rowNumber: row.rowNumber,
      reason: row.messages.map((key) => messageText(key, locale)).join('；'),
    }));
    const columns = [
      { header: '行号', key: 'rowNumber', width: 8 },
      ...IMPORT_COLUMNS[job.kind],
      { header: '错误原因', key: 'reason', width: 40 },
    ];
    return sendXlsx(reply, '导入错误数据.xlsx', xlsxStream('错误数据', columns, [rows]));
  });

  registerPageExport(app, ctx);
}
