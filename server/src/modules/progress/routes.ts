import type { FastifyInstance } from 'fastify';
import { api, PROGRESS_USER_TYPES } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { sendProgressExport } from './export.js';
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

  route(app, progress.downloadProgressDetails, ({ body }, request, reply) =>
    sendProgressExport(ctx, request, reply, body),
  );
}
