import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { sendXlsx, xlsxStream } from '../../platform/xlsx-stream.js';
import { notFound } from '../../platform/refusal.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { existsByNameAndPhone } from '../student-management/checks.js';
import { areaManagerWhere, findAreaManagerPage, streamAreaManagers } from './area-managers.js';
import { presentedStaffPages, teacherWorkbook } from './export.js';
import { TEACHER_EXPORT_COLUMNS } from './presenter.js';
import { findStaffPage, teacherWhere } from './repository.js';
import {
  presentStaffPage,
  resetStaffPasswords,
  revokeAreaManager,
  saveAreaManager,
  saveStaff,
  updateStaffStates,
} from './service.js';

/** /wj/api/teacherManagement: the teacher table (userType 0) and the area managers. */
export function teacherManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { admin } = api;

  route(app, admin.teacherList, async ({ body }, request) => {
    const page = await findStaffPage(ctx.db, teacherWhere(await scopeOf(ctx, request), body), body);
    return presentStaffPage(ctx, page);
  });
  route(app, admin.teacherExport, async ({ body }, request, reply) =>
    sendXlsx(reply, '教师名单.xlsx', teacherWorkbook(ctx, await scopeOf(ctx, request), body)),
  );
  route(app, admin.teacherSaveOrUpdate, async ({ body }, request) =>
    saveStaff(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  );
  route(app, admin.teacherUpdateState, async ({ body }, request) => ({
    count: await updateStaffStates(ctx, await scopeOf(ctx, request), body.userIds, body.state, auditOf(request)),
  }));
  route(app, admin.teacherBatchResetPassword, async ({ body }, request) => ({
    count: await resetStaffPasswords(ctx, await scopeOf(ctx, request), body.userIds, body.password, auditOf(request)),
  }));
  route(app, admin.teacherCheckExistByNameAndPhone, async ({ body }, request) =>
    existsByNameAndPhone(ctx, await scopeOf(ctx, request), body.userName, body.phone),
  );

  route(app, admin.areaManagerList, async ({ body }, request) => {
    const page = await findAreaManagerPage(ctx.db, areaManagerWhere(await scopeOf(ctx, request), body), body);
    return presentStaffPage(ctx, page);
  });
  route(app, admin.areaManagerGet, async ({ query }, request) => {
    const where = and(areaManagerWhere(await scopeOf(ctx, request), {}), eq(users.id, query.userId));
    const page = await findAreaManagerPage(ctx.db, where, { pageIndex: 1, pageSize: 1 });
    const [record] = (await presentStaffPage(ctx, page)).records;
    if (!record) throw notFound();
    return record;
  });
  route(app, admin.areaManagerSave, async ({ body }, request) =>
    saveAreaManager(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  );
  route(app, admin.areaManagerRevoke, async ({ body }, request) => ({
    count: await revokeAreaManager(ctx, await scopeOf(ctx, request), body.userId, body.regionIds, auditOf(request)),
  }));
  route(app, admin.areaManagerExport, async ({ body }, request, reply) => {
    const pages = streamAreaManagers(ctx.db, areaManagerWhere(await scopeOf(ctx, request), body));
    return sendXlsx(
      reply,
      '区域管理员.xlsx',
      xlsxStream('区域管理员', TEACHER_EXPORT_COLUMNS, presentedStaffPages(ctx, pages)),
    );
  });
}
