import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { sendXlsx } from '../excel-import/xlsx-stream.js';
import { batchResetBodySchema, countResultSchema, pageOf, updateStateBodySchema } from '../people/schema.js';
import { guardFor } from '../scope/capabilities.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { existsByNameAndCard, existsByNameAndPhone } from './checks.js';
import { setParticipation } from './participation.js';
import { studentWorkbook } from './export.js';
import { toStudentRecord } from './presenter.js';
import { findStudentPage, studentWhere } from './repository.js';
import {
  existByCardBodySchema,
  existByPhoneBodySchema,
  existResultSchema,
  gradeResetBodySchema,
  moveClassBodySchema,
  participationBodySchema,
  studentFilterSchema,
  studentListBodySchema,
  studentRecordSchema,
  studentSaveBodySchema,
} from './schema.js';
import {
  moveStudents,
  resetGradePasswords,
  resetParentPasswords,
  resetStudentPasswords,
  saveStudent,
  updateStudentStates,
} from './service.js';

const counted = envelopeOf(countResultSchema);

/** /wj/api/studentManagement: the student table (userType 1) of the admin pages. */
export function studentManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: guardFor('readStudents') };
  const manage = { config: guardFor('manageStudents') };

  r.post(api.admin.studentList.path, {
    ...read,
    schema: { body: studentListBodySchema, response: envelopeOf(pageOf(studentRecordSchema)) },
    handler: async (request) => {
      const page = await findStudentPage(ctx.db, studentWhere(await scopeOf(ctx, request), request.body), request.body);
      return ok({ records: page.records.map((row) => toStudentRecord(row, ctx.pii)), total: page.total });
    },
  });

  r.post(api.admin.studentExport.path, {
    ...read,
    schema: { body: studentFilterSchema },
    handler: async (request, reply) =>
      sendXlsx(reply, '学生名单.xlsx', studentWorkbook(ctx, await scopeOf(ctx, request), request.body)),
  });

  r.post(api.admin.studentSaveOrUpdate.path, {
    ...manage,
    schema: { body: studentSaveBodySchema, response: envelopeOf(studentRecordSchema.pick({ id: true })) },
    handler: async (request) => ok(await saveStudent(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.studentUpdateState.path, {
    ...manage,
    schema: { body: updateStateBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await updateStudentStates(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.state,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.studentBatchResetPassword.path, {
    ...manage,
    schema: { body: batchResetBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await resetStudentPasswords(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.password,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.parentBatchResetPassword.path, {
    ...manage,
    schema: { body: batchResetBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await resetParentPasswords(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.password,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.resetGradePassword.path, {
    config: guardFor('manageClasses'),
    schema: { body: gradeResetBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await resetGradePasswords(
          ctx,
          await scopeOf(ctx, request),
          request.body.gradeId,
          request.body.password,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.checkExistByNameAndPhone.path, {
    ...manage,
    schema: { body: existByPhoneBodySchema, response: envelopeOf(existResultSchema) },
    handler: async (request) =>
      ok(await existsByNameAndPhone(ctx, await scopeOf(ctx, request), request.body.userName, request.body.phone)),
  });

  r.post(api.admin.checkExistByNameAndCard.path, {
    ...manage,
    schema: { body: existByCardBodySchema, response: envelopeOf(existResultSchema) },
    handler: async (request) =>
      ok(
        await existsByNameAndCard(
          ctx,
          await scopeOf(ctx, request),
          request.body.userName,
          request.body.certificateCode,
        ),
      ),
  });

  r.post(api.admin.batchParticipation.path, {
    config: guardFor('manageParticipation'),
    schema: { body: participationBodySchema, response: counted },
    handler: async (request) =>
      ok({ count: await setParticipation(ctx, await scopeOf(ctx, request), request.body, auditOf(request)) }),
  });

  r.post(api.admin.updateClassInfo.path, {
    ...manage,
    schema: { body: moveClassBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await moveStudents(
          ctx,
          await scopeOf(ctx, request),
          request.body.userIds,
          request.body.classId,
          auditOf(request),
        ),
      }),
  });
}
