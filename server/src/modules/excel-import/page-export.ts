import type { FastifyInstance } from 'fastify';
import { api, fail, HttpStatus } from '@pingjia/contract';
import { NO_PERMISSION_URL } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { serverMessage } from '../../platform/messages.js';
import { route } from '../../platform/route.js';
import { sendXlsx } from '../../platform/xlsx-stream.js';
import { scopeOf } from '../scope/request.js';
import { can } from '../scope/scope.js';
import { studentWorkbook } from '../student-management/export.js';
import { teacherWorkbook } from '../teacher-management/export.js';

/** `POST /wj/api/excel/exporPageExcel`: the filtered student or teacher table as a streamed workbook. */
export function registerPageExport(app: FastifyInstance, ctx: AppContext): void {
  route(app, api.admin.exporPageExcel, async ({ body }, request, reply) => {
    const scope = await scopeOf(ctx, request);
    const { kind, ...filter } = body;
    if (!can(scope, kind === 'student' ? 'readStudents' : 'readTeachers')) {
      return reply
        .code(HttpStatus.Forbidden)
        .send(
          fail(HttpStatus.Forbidden, serverMessage('forbidden', requestLocale(request)), { url: NO_PERMISSION_URL }),
        );
    }
    if (kind === 'student') return sendXlsx(reply, '学生名单.xlsx', studentWorkbook(ctx, scope, filter));
    return sendXlsx(reply, '教师名单.xlsx', teacherWorkbook(ctx, scope, filter));
  });
}
