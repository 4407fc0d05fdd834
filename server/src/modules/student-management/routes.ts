import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { sendXlsx } from '../../platform/xlsx-stream.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { existsByNameAndCard, existsByNameAndPhone } from './checks.js';
import { setParticipation } from './participation.js';
import { studentWorkbook } from './export.js';
import { toStudentRecord } from './presenter.js';
import { findStudentPage, studentWhere } from './repository.js';
import {
  moveStudents,
  resetGradePasswords,
  resetParentPasswords,
  resetStudentPasswords,
  saveStudent,
  updateStudentStates,
} from './service.js';

/** /wj/api/studentManagement: the student table (userType 1) of the admin pages. */
export function studentManagementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { admin } = api;

  route(app, admin.studentList, async ({ body }, request) => {
    const page = await findStudentPage(ctx.db, studentWhere(await scopeOf(ctx, request), body), body);
    return { records: page.records.map((row) => toStudentRecord(row, ctx.pii)), total: page.total };
  });
  route(app, admin.studentExport, async ({ body }, request, reply) =>
    sendXlsx(reply, '学生名单.xlsx', studentWorkbook(ctx, await scopeOf(ctx, request), body)),
  );
  route(app, admin.studentSaveOrUpdate, async ({ body }, request) =>
    saveStudent(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  );
  route(app, admin.studentUpdateState, async ({ body }, request) => ({
    count: await updateStudentStates(ctx, await scopeOf(ctx, request), body.userIds, body.state, auditOf(request)),
  }));
  route(app, admin.studentBatchResetPassword, async ({ body }, request) => ({
    count: await resetStudentPasswords(ctx, await scopeOf(ctx, request), body.userIds, body.password, auditOf(request)),
  }));
  route(app, admin.parentBatchResetPassword, async ({ body }, request) => ({
    count: await resetParentPasswords(ctx, await scopeOf(ctx, request), body.userIds, body.password, auditOf(request)),
  }));
  route(app, admin.resetGradePassword, async ({ body }, request) => ({
    count: await resetGradePasswords(ctx, await scopeOf(ctx, request), body.gradeId, body.password, auditOf(request)),
  }));
  route(app, admin.checkExistByNameAndPhone, async ({ body }, request) =>
    existsByNameAndPhone(ctx, await scopeOf(ctx, request), body.userName, body.phone),
  );
  route(app, admin.checkExistByNameAndCard, async ({ body }, request) =>
    existsByNameAndCard(ctx, await scopeOf(ctx, request), body.userName, body.certificateCode),
  );
  route(app, admin.batchParticipation, async ({ body }, request) => ({
    count: await setParticipation(ctx, await scopeOf(ctx, request), body, auditOf(request)),
  }));
  route(app, admin.updateClassInfo, async ({ body }, request) => ({
    count: await moveStudents(ctx, await scopeOf(ctx, request), body.userIds, body.classId, auditOf(request)),
  }));
}
