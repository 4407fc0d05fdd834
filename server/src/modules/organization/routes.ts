import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { sendXlsx, xlsxStream } from '../../platform/xlsx-stream.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { deleteArea, exportAreaRows, listAreas, saveArea } from './areas.js';
import { classWhere, deleteClass, findClassPage, saveClass, selectClasses } from './classes.js';
import { listParticipation, listParticipationStudents } from './participation-list.js';
import { plannableGroups, savePlan, schoolPlans, staminaLimitText } from './plans.js';
import { addSchool, findSchoolPage, schoolWhere, selectSchools, setSchoolStates, updateSchool } from './schools.js';

/** Exports of the small organisation tables fit one query; the people tables page through theirs. */
async function* once<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

const AREA_COLUMNS = [
  { header: '区域名称', key: 'name', width: 20 },
  { header: '行政区划代码', key: 'code', width: 14 },
  { header: '级别', key: 'level', width: 8 },
  { header: '上级区域', key: 'parentName', width: 20 },
  { header: '学校数', key: 'schoolCount', width: 8 },
];
const SCHOOL_COLUMNS = [
  { header: '学校', key: 'organizationName', width: 30 },
  { header: '区县', key: 'districtName', width: 12 },
  { header: '班级数', key: 'classCount', width: 8 },
  { header: '学生数', key: 'studentCount', width: 8 },
  { header: '状态', key: 'state', width: 8 },
];
const CLASS_COLUMNS = [
  { header: '学校', key: 'schoolName', width: 30 },
  { header: '年级', key: 'gradeName', width: 10 },
  { header: '班级', key: 'name', width: 10 },
  { header: '学生数', key: 'studentCount', width: 8 },
  { header: '班主任', key: 'headTeachers', width: 20 },
];
const PLAN_COLUMNS = [
  { header: '年级', key: 'gradeName', width: 10 },
  { header: '任务组', key: 'taskGroups', width: 40 },
  { header: '体力限制', key: 'limit', width: 28 },
];

/** /wj/api/school: the caller's scope, areas, schools, classes, evaluation plans and participation. */
export function organizationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { admin } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);

  // What the web may show: the same scope and capabilities every admin call is judged by.
  route(app, admin.getMyScope, async (_, request) => {
    const { roleId, level, regionIds, schoolIds, classIds, capabilities } = await scope(request);
    return { roleId, level, regionIds, schoolIds, classIds, capabilities: [...capabilities] };
  });

  route(app, admin.areaList, async ({ body }, request) => listAreas(ctx, await scope(request), body.parentId));
  route(app, admin.areaSave, async ({ body }, request) => saveArea(ctx, await scope(request), body, auditOf(request)));
  route(app, admin.areaDelete, async ({ body }, request) => ({
    count: await deleteArea(ctx, await scope(request), body.id, auditOf(request)),
  }));
  route(app, admin.areaExport, async ({ body }, request, reply) => {
    const rows = exportAreaRows(ctx, await scope(request), body.parentId);
    return sendXlsx(reply, '区域.xlsx', xlsxStream('区域', AREA_COLUMNS, once(rows)));
  });

  route(app, admin.schoolList, async ({ body }, request) =>
    findSchoolPage(ctx.db, schoolWhere(await scope(request), body), body),
  );
  route(app, admin.schoolExport, async ({ body }, request, reply) => {
    const rows = selectSchools(ctx.db, schoolWhere(await scope(request), body)).then((list) =>
      list.map((row) => ({ ...row, state: row.state === 1 ? '启用' : '停用' })),
    );
    return sendXlsx(reply, '学校.xlsx', xlsxStream('学校', SCHOOL_COLUMNS, once(rows)));
  });
  route(app, admin.schoolAdd, async ({ body }, request) =>
    addSchool(ctx, await scope(request), body, auditOf(request)),
  );
  route(app, admin.schoolUpdate, async ({ body }, request) =>
    updateSchool(ctx, await scope(request), body, auditOf(request)),
  );
  route(app, admin.schoolUpdateState, async ({ body }, request) => ({
    count: await setSchoolStates(ctx, await scope(request), body.ids, body.state, auditOf(request)),
  }));

  route(app, admin.classList, async ({ body }, request) =>
    findClassPage(ctx.db, classWhere(await scope(request), body), body),
  );
  route(app, admin.classExport, async ({ body }, request, reply) => {
    const rows = selectClasses(ctx.db, classWhere(await scope(request), body));
    return sendXlsx(reply, '班级.xlsx', xlsxStream('班级', CLASS_COLUMNS, once(rows)));
  });
  route(app, admin.classSaveOrUpdate, async ({ body }, request) =>
    saveClass(ctx, await scope(request), body, auditOf(request)),
  );
  route(app, admin.classDelete, async ({ body }, request) => ({
    count: await deleteClass(ctx, await scope(request), body.id, auditOf(request)),
  }));

  route(app, admin.planTaskGroups, async (_, request) => plannableGroups(ctx, await scope(request)));
  route(app, admin.planList, async ({ body }, request) => schoolPlans(ctx, await scope(request), body.schoolId));
  route(app, admin.planSave, async ({ body }, request) => savePlan(ctx, await scope(request), body, auditOf(request)));
  route(app, admin.planExport, async ({ body }, request, reply) => {
    // Awaited before the download starts, so a school out of scope answers the JSON refusal, not a broken file.
    const plans = await schoolPlans(ctx, await scope(request), body.schoolId);
    const rows = plans.map((plan) => ({
      gradeName: plan.gradeName,
      taskGroups: plan.taskGroups.map((group) => group.name).join('、'),
      limit: staminaLimitText(plan),
    }));
    return sendXlsx(reply, '测评计划.xlsx', xlsxStream('测评计划', PLAN_COLUMNS, [rows]));
  });

  route(app, admin.participationList, async ({ body }, request) => listParticipation(ctx, await scope(request), body));
  route(app, admin.participationStudents, async ({ body }, request) =>
    listParticipationStudents(ctx, await scope(request), body),
  );
}
