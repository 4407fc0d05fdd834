import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { users } from '../../db/schema/index.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { sendXlsx, xlsxStream } from '../excel-import/xlsx-stream.js';
import { batchResetBodySchema, countResultSchema, pageOf, updateStateBodySchema } from '../people/schema.js';
import { guardFor } from '../scope/capabilities.js';
import { notFound } from '../scope/refusal.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { existsByNameAndPhone } from '../student-management/checks.js';
import { existByPhoneBodySchema, existResultSchema } from '../student-management/schema.js';
import { areaManagerWhere, findAreaManagerPage, streamAreaManagers } from './area-managers.js';
import { presentedStaffPages, teacherWorkbook } from './export.js';
import { TEACHER_EXPORT_COLUMNS } from './presenter.js';
import { findStaffPage, teacherWhere } from './repository.js';
import {
  areaManagerFilterSchema,
  areaManagerGetQuerySchema,
  areaManagerListBodySchema,
  areaManagerRevokeBodySchema,
  areaManagerSaveBodySchema,
  teacherFilterSchema,
  teacherListBodySchema,
  teacherRecordSchema,
  teacherSaveBodySchema,
} from './schema.js';
import {
  presentStaffPage,
  resetStaffPasswords,
  revokeAreaManager,
  saveAreaManager,
  saveStaff,
  updateStaffStates,
} from './service.js';

const counted = envelopeOf(countResultSchema);
const saved = envelopeOf(teacherRecordSchema.pick({ id: true }));

/** /wj/api/teacherManagement: the teacher table (userType 0) and the area managers. */
export function teacherManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: guardFor('readTeachers') };
  const manage = { config: guardFor('manageTeachers') };
  const managers = { config: guardFor('manageAreaManagers') };

  r.post(api.admin.teacherList.path, {
    ...read,
    schema: { body: teacherListBodySchema, response: envelopeOf(pageOf(teacherRecordSchema)) },
    handler: async (request) => {
      const page = await findStaffPage(ctx.db, teacherWhere(await scopeOf(ctx, request), request.body), request.body);
      return ok(await presentStaffPage(ctx, page));
    },
  });

  r.post(api.admin.teacherExport.path, {
    ...read,
    schema: { body: teacherFilterSchema },
    handler: async (request, reply) =>
      sendXlsx(reply, '教师名单.xlsx', teacherWorkbook(ctx, await scopeOf(ctx, request), request.body)),
  });

  r.post(api.admin.teacherSaveOrUpdate.path, {
    ...manage,
    schema: { body: teacherSaveBodySchema, response: saved },
    handler: async (request) => ok(await saveStaff(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.teacherUpdateState.path, {
    ...manage,
    schema: { body: updateStateBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await updateStaffStates(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.state,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.teacherBatchResetPassword.path, {
    ...manage,
    schema: { body: batchResetBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await resetStaffPasswords(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.password,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.teacherCheckExistByNameAndPhone.path, {
    ...manage,
    schema: { body: existByPhoneBodySchema, response: envelopeOf(existResultSchema) },
    handler: async (request) =>
      ok(await existsByNameAndPhone(ctx, await scopeOf(ctx, request), request.body.userName, request.body.phone)),
  });

  r.post(api.admin.areaManagerList.path, {
    ...managers,
    schema: { body: areaManagerListBodySchema, response: envelopeOf(pageOf(teacherRecordSchema)) },
    handler: async (request) => {
      const page = await findAreaManagerPage(
        ctx.db,
        areaManagerWhere(await scopeOf(ctx, request), request.body),
        request.body,
      );
      return ok(await presentStaffPage(ctx, page));
    },
  });

  r.get(api.admin.areaManagerGet.path, {
    ...managers,
    schema: { querystring: areaManagerGetQuerySchema, response: envelopeOf(teacherRecordSchema) },
    handler: async (request) => {
      const scope = await scopeOf(ctx, request);
      const where = and(areaManagerWhere(scope, {}), eq(users.id, request.query.userId));
      const { records } = await presentStaffPage(
        ctx,
        await findAreaManagerPage(ctx.db, where, { pageIndex: 1, pageSize: 1 }),
      );
      const [record] = records;
      if (!record) throw notFound();
      return ok(record);
    },
  });

  r.post(api.admin.areaManagerSave.path, {
    ...managers,
    schema: { body: areaManagerSaveBodySchema, response: saved },
    handler: async (request) =>
      ok(await saveAreaManager(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.areaManagerRevoke.path, {
    ...managers,
    schema: { body: areaManagerRevokeBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await revokeAreaManager(
          ctx,
          await scopeOf(ctx, request),
          request.body.userId,
          request.body.regionIds,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.areaManagerExport.path, {
    ...managers,
    schema: { body: areaManagerFilterSchema },
    handler: async (request, reply) => {
      const pages = streamAreaManagers(ctx.db, areaManagerWhere(await scopeOf(ctx, request), request.body));
      return sendXlsx(
        reply,
        '区域管理员.xlsx',
        xlsxStream('区域管理员', TEACHER_EXPORT_COLUMNS, presentedStaffPages(ctx, pages)),
      );
    },
  });
}
