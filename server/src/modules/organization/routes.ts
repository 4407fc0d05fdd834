import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { sendXlsx, xlsxStream } from '../excel-import/xlsx-stream.js';
import { countResultSchema, pageOf } from '../people/schema.js';
import { guardFor } from '../scope/capabilities.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { deleteArea, exportAreaRows, listAreas, saveArea } from './areas.js';
import { classWhere, deleteClass, findClassPage, saveClass, selectClasses } from './classes.js';
import { listParticipation, listParticipationStudents } from './participation-list.js';
import {
  areaDeleteBodySchema,
  areaListBodySchema,
  areaRecordSchema,
  areaSaveBodySchema,
  classDeleteBodySchema,
  classFilterSchema,
  classListBodySchema,
  classRecordSchema,
  classSaveBodySchema,
  participationListBodySchema,
  participationStudentSchema,
  participationStudentsBodySchema,
  planListBodySchema,
  planRecordSchema,
  planSaveBodySchema,
  participationRecordSchema,
  schoolAddBodySchema,
  schoolFilterSchema,
  schoolListBodySchema,
  schoolRecordSchema,
  schoolStateBodySchema,
  schoolUpdateBodySchema,
  scopeSchema,
  taskGroupListSchema,
} from './schema.js';
import { plannableGroups, savePlan, schoolPlans, staminaLimitText } from './plans.js';
import { addSchool, findSchoolPage, schoolWhere, selectSchools, setSchoolStates, updateSchool } from './schools.js';

const saved = envelopeOf(z.object({ id: z.number().int() }));
const counted = envelopeOf(countResultSchema);

/** Exports of the small organisation tables fit one query; the people tables page through theirs. */
async function* once<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

/** /wj/api/school: the caller's scope, areas, schools, classes, evaluation plans and participation. */
export function organizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // What the web may show: the same scope and capabilities every admin call is judged by.
  r.get(api.admin.getMyScope.path, {
    schema: { querystring: z.object({ timestamp: z.string().optional() }), response: envelopeOf(scopeSchema) },
    handler: async (request) => {
      const { roleId, level, regionIds, schoolIds, classIds, capabilities } = await scopeOf(ctx, request);
      return ok({ roleId, level, regionIds, schoolIds, classIds, capabilities: [...capabilities] });
    },
  });

  r.post(api.admin.areaList.path, {
    config: guardFor('readAreas'),
    schema: { body: areaListBodySchema, response: envelopeOf(z.array(areaRecordSchema)) },
    handler: async (request) => ok(await listAreas(ctx, await scopeOf(ctx, request), request.body.parentId)),
  });

  r.post(api.admin.areaSave.path, {
    config: guardFor('manageAreas'),
    schema: { body: areaSaveBodySchema, response: saved },
    handler: async (request) => ok(await saveArea(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.areaDelete.path, {
    config: guardFor('manageAreas'),
    schema: { body: areaDeleteBodySchema, response: counted },
    handler: async (request) =>
      ok({ count: await deleteArea(ctx, await scopeOf(ctx, request), request.body.id, auditOf(request)) }),
  });

  r.post(api.admin.areaExport.path, {
    config: guardFor('readAreas'),
    schema: { body: areaListBodySchema },
    handler: async (request, reply) => {
      const rows = exportAreaRows(ctx, await scopeOf(ctx, request), request.body.parentId);
      const columns = [
        { header: '区域名称', key: 'name', width: 20 },
        { header: '行政区划代码', key: 'code', width: 14 },
        { header: '级别', key: 'level', width: 8 },
        { header: '上级区域', key: 'parentName', width: 20 },
        { header: '学校数', key: 'schoolCount', width: 8 },
      ];
      return sendXlsx(reply, '区域.xlsx', xlsxStream('区域', columns, once(rows)));
    },
  });

  r.post(api.admin.schoolList.path, {
    config: guardFor('readSchools'),
    schema: { body: schoolListBodySchema, response: envelopeOf(pageOf(schoolRecordSchema)) },
    handler: async (request) =>
      ok(await findSchoolPage(ctx.db, schoolWhere(await scopeOf(ctx, request), request.body), request.body)),
  });

  r.post(api.admin.schoolExport.path, {
    config: guardFor('readSchools'),
    schema: { body: schoolFilterSchema },
    handler: async (request, reply) => {
      const rows = selectSchools(ctx.db, schoolWhere(await scopeOf(ctx, request), request.body));
      const columns = [
        { header: '学校', key: 'organizationName', width: 30 },
        { header: '区县', key: 'districtName', width: 12 },
        { header: '班级数', key: 'classCount', width: 8 },
        { header: '学生数', key: 'studentCount', width: 8 },
        { header: '状态', key: 'state', width: 8 },
      ];
      return sendXlsx(
        reply,
        '学校.xlsx',
        xlsxStream(
          '学校',
          columns,
          once(rows.then((list) => list.map((row) => ({ ...row, state: row.state === 1 ? '启用' : '停用' })))),
        ),
      );
    },
  });

  r.post(api.admin.schoolAdd.path, {
    config: guardFor('manageSchools'),
    schema: { body: schoolAddBodySchema, response: saved },
    handler: async (request) => ok(await addSchool(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.schoolUpdate.path, {
    config: guardFor('manageSchools'),
    schema: { body: schoolUpdateBodySchema, response: saved },
    handler: async (request) =>
      ok(await updateSchool(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.schoolUpdateState.path, {
    config: guardFor('manageSchools'),
    schema: { body: schoolStateBodySchema, response: counted },
    handler: async (request) =>
      ok({
        count: await setSchoolStates(
          ctx,
          await scopeOf(ctx, request),
          request.body.ids,
          request.body.state,
          auditOf(request),
        ),
      }),
  });

  r.post(api.admin.classList.path, {
    config: guardFor('readClasses'),
    schema: { body: classListBodySchema, response: envelopeOf(pageOf(classRecordSchema)) },
    handler: async (request) =>
      ok(await findClassPage(ctx.db, classWhere(await scopeOf(ctx, request), request.body), request.body)),
  });

  r.post(api.admin.classExport.path, {
    config: guardFor('readClasses'),
    schema: { body: classFilterSchema },
    handler: async (request, reply) => {
      const rows = selectClasses(ctx.db, classWhere(await scopeOf(ctx, request), request.body));
      const columns = [
        { header: '学校', key: 'schoolName', width: 30 },
        { header: '年级', key: 'gradeName', width: 10 },
        { header: '班级', key: 'name', width: 10 },
        { header: '学生数', key: 'studentCount', width: 8 },
        { header: '班主任', key: 'headTeachers', width: 20 },
      ];
      return sendXlsx(reply, '班级.xlsx', xlsxStream('班级', columns, once(rows)));
    },
  });

  r.post(api.admin.classSaveOrUpdate.path, {
    config: guardFor('manageClasses'),
    schema: { body: classSaveBodySchema, response: saved },
    handler: async (request) => ok(await saveClass(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.classDelete.path, {
    config: guardFor('manageClasses'),
    schema: { body: classDeleteBodySchema, response: counted },
    handler: async (request) =>
      ok({ count: await deleteClass(ctx, await scopeOf(ctx, request), request.body.id, auditOf(request)) }),
  });

  r.post(api.admin.planTaskGroups.path, {
    config: guardFor('readTaskGroups'),
    schema: { body: z.object({}).default({}), response: envelopeOf(taskGroupListSchema) },
    handler: async (request) => ok(await plannableGroups(ctx, await scopeOf(ctx, request))),
  });

  r.post(api.admin.planList.path, {
    config: guardFor('managePlans'),
    schema: { body: planListBodySchema, response: envelopeOf(z.array(planRecordSchema)) },
    handler: async (request) => ok(await schoolPlans(ctx, await scopeOf(ctx, request), request.body.schoolId)),
  });

  r.post(api.admin.planSave.path, {
    config: guardFor('managePlans'),
    schema: { body: planSaveBodySchema, response: saved },
    handler: async (request) => ok(await savePlan(ctx, await scopeOf(ctx, request), request.body, auditOf(request))),
  });

  r.post(api.admin.planExport.path, {
    config: guardFor('managePlans'),
    schema: { body: planListBodySchema },
    handler: async (request, reply) => {
      // Awaited before the download starts, so a school out of scope answers the JSON refusal, not a broken file.
      const plans = await schoolPlans(ctx, await scopeOf(ctx, request), request.body.schoolId);
      const rows = plans.map((plan) => ({
        gradeName: plan.gradeName,
        taskGroups: plan.taskGroups.map((group) => group.name).join('、'),
        limit: staminaLimitText(plan),
      }));
      const columns = [
        { header: '年级', key: 'gradeName', width: 10 },
        { header: '任务组', key: 'taskGroups', width: 40 },
        { header: '体力限制', key: 'limit', width: 28 },
      ];
      return sendXlsx(reply, '测评计划.xlsx', xlsxStream('测评计划', columns, [rows]));
    },
  });

  r.post(api.admin.participationList.path, {
    config: guardFor('manageParticipation'),
    schema: { body: participationListBodySchema, response: envelopeOf(pageOf(participationRecordSchema)) },
    handler: async (request) => ok(await listParticipation(ctx, await scopeOf(ctx, request), request.body)),
  });

  r.post(api.admin.participationStudents.path, {
    config: guardFor('manageParticipation'),
    schema: { body: participationStudentsBodySchema, response: envelopeOf(pageOf(participationStudentSchema)) },
    handler: async (request) => ok(await listParticipationStudents(ctx, await scopeOf(ctx, request), request.body)),
  });
}
