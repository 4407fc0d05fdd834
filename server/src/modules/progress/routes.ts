import type { FastifyInstance } from 'fastify';
import { api, PROGRESS_USER_TYPES } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { sendXlsx } from '../../platform/xlsx-stream.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditExport } from './audit.js';
import { progressFileName, progressWorkbook } from './export.js';
import { dropdownOf, pageOf, progressTable } from './service.js';

/** /wj/api/task/: progress of the task groups in the caller's scope (§2 progressQuery). */
export function progressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { progress } = api;

  route(app, progress.getDropdownBox, async (_input, request) => dropdownOf(ctx.db, await scopeOf(ctx, request)));

  route(app, progress.getUserTypeList, () => Promise.resolve(PROGRESS_USER_TYPES.map((type) => ({ ...type }))));

  route(app, progress.progressDetail, async ({ body }, request) => {
    const table = await progressTable(ctx.db, await scopeOf(ctx, request), body);
    const rows = table.rowKind === 'student' ? table.students : table.groups;
    return {
      path: [...table.path],
      rowKind: table.rowKind,
      totals: table.totals,
      groups: pageOf(table.groups, body),
      students: pageOf(table.students, body),
      total: rows.length,
    };
  });

  route(app, progress.downloadProgressDetails, async ({ body }, request, reply) => {
    const table = await progressTable(ctx.db, await scopeOf(ctx, request), body);
    await auditExport(ctx.db, auditOf(request), body, table);
    const locale = requestLocale(request);
    return sendXlsx(reply, progressFileName(locale), progressWorkbook(table, locale));
  });
}
