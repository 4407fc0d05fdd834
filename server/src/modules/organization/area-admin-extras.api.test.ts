import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog, regions } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import {
  createAreaAdmin,
  createClass,
  createDistrict,
  createSchool,
  createTeacher,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createTaskGroup } from '../evaluation/test-factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let districtAdmin: ReturnType<typeof authed>;
/** An area admin over the city above district A (district B is in another city). */
let cityAdmin: ReturnType<typeof authed>;
/** An area admin over the province above city A: the one who may delete a city. */
let provinceAdmin: ReturnType<typeof authed>;
let cityA: number;
let provinceA: number;

type Area = { id: number; parentId: number | null; level: string; name: string; code: string; schoolCount: number };
type Response = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer };

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  cityA = org.districtA.parentId ?? 0;
  const [city] = await testDb().select().from(regions).where(eq(regions.id, cityA));
  provinceA = city?.parentId ?? 0;
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  districtAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
  cityAdmin = authed(t.app, await signIn(t.app, (await createAreaAdmin({ regionId: cityA })).loginName, TEST_PASSWORD));
  provinceAdmin = authed(
    t.app,
    await signIn(t.app, (await createAreaAdmin({ regionId: provinceA })).loginName, TEST_PASSWORD),
  );
});

const uniqueCode = () => String(330_000_000 + Math.floor(Math.random() * 99_999_999));

/** A fresh, empty area below `parentId`, added through the API by an admin of the parent. */
async function newArea(parentId = cityA, client = cityAdmin) {
  const saved = body<{ id: number }>(
    await client.post(api.admin.areaSave.path, { parentId, name: '待删区', code: uniqueCode() }),
  );
  if (!saved.success) throw new Error(`area not created: ${saved.message}`);
  return saved.data.id;
}

async function regionExists(id: number) {
  return (await testDb().select({ id: regions.id }).from(regions).where(eq(regions.id, id))).length === 1;
}

/** Header and rows of the first sheet, empty cells as ''. */
async function sheetRows(response: Response): Promise<unknown[][]> {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) =>
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? '')),
  );
  return rows;
}

async function sheetName(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.name;
}

describe('area/delete', () => {
  it("deletes an empty district below the city admin's city: audited with what it was, gone from the list", async () => {
    const id = await newArea();
    const [before] = await testDb().select().from(regions).where(eq(regions.id, id));
    const result = await cityAdmin.post(api.admin.areaDelete.path, { id });
    expect(result.statusCode).toBe(200);
    expect(body(result)).toMatchObject({ success: true, data: { count: 1 } });
    expect(await regionExists(id)).toBe(false);
    const listed = body<Area[]>(await cityAdmin.post(api.admin.areaList.path, {}));
    expect(listed.data.map((area) => area.id)).not.toContain(id);
    expect(await auditCount('region.delete', id)).toBe(1);
    const [row] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'region.delete'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({
      entityType: 'region',
      before: { name: '待删区', code: before?.code, parentId: cityA },
      after: null,
    });
    // Gone means gone: a second delete reads like any missing area.
    expect(body(await cityAdmin.post(api.admin.areaDelete.path, { id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
  });

  it('refuses an area with a school, a sub-area, a manager grant or a staff member living there (conflict), deleting nothing', async () => {
    const withSchool = await newArea();
    await createSchool({ districtId: withSchool });
    const withGrant = await newArea();
    await createUser({ roles: [{ roleCode: RoleCode.areaTeach, regionId: withGrant }] });
    const withManager = await newArea();
    await createAreaAdmin({ regionId: withManager });
    const withHome = await newArea();
    await createUser({ regionId: withHome, roles: [] });
    for (const id of [withSchool, withGrant, withManager, withHome]) {
      const refused = body(await cityAdmin.post(api.admin.areaDelete.path, { id }));
      expect(refused).toMatchObject({
        success: false,
        code: ErrorCode.Conflict,
        message: '区域下还有下级区域、学校或管理员，不能删除',
      });
      expect(await regionExists(id)).toBe(true);
      expect(await auditCount('region.delete', id)).toBe(0);
    }
    // A city with districts: the province's admin may delete cities, but not this one.
    const city = await newArea(provinceA, provinceAdmin);
    const district = await newArea(city, provinceAdmin);
    expect(body(await provinceAdmin.post(api.admin.areaDelete.path, { id: city }))).toMatchObject({
      success: false,
      code: ErrorCode.Conflict,
    });
    expect(await regionExists(city)).toBe(true);
    // Emptied from the bottom up, both go.
    expect(body(await provinceAdmin.post(api.admin.areaDelete.path, { id: district }))).toMatchObject({
      success: true,
      data: { count: 1 },
    });
    expect(body(await provinceAdmin.post(api.admin.areaDelete.path, { id: city }))).toMatchObject({
      success: true,
      data: { count: 1 },
    });
    expect(await regionExists(city)).toBe(false);
  });

  it("answers another city's district like a missing area, deleting nothing", async () => {
    const foreign = body(await cityAdmin.post(api.admin.areaDelete.path, { id: org.districtB.id }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(body(await cityAdmin.post(api.admin.areaDelete.path, { id: 999_999 })));
    expect(await regionExists(org.districtB.id)).toBe(true);
    expect(await auditCount('region.delete', org.districtB.id)).toBe(0);
  });

  it('refuses an admin their own top area, whose parent is not theirs (not found)', async () => {
    const empty = (await createDistrict()).id;
    const lonely = authed(
      t.app,
      await signIn(
        t.app,
        (await createUser({ roles: [{ roleCode: RoleCode.areaAdmin, regionId: empty }] })).loginName,
        TEST_PASSWORD,
      ),
    );
    // The district holds nothing but this admin's grant; the grant is not why it is refused.
    expect(body(await lonely.post(api.admin.areaDelete.path, { id: empty }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    expect(body(await cityAdmin.post(api.admin.areaDelete.path, { id: cityA }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    expect(body(await districtAdmin.post(api.admin.areaDelete.path, { id: org.districtA.id }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    expect(await regionExists(cityA)).toBe(true);
    expect(await regionExists(org.districtA.id)).toBe(true);
    expect(await regionExists(empty)).toBe(true);
  });

  it('refuses bad input (validation)', async () => {
    for (const payload of [{ id: 'x' }, { id: 0 }, {}]) {
      const response = await cityAdmin.post(api.admin.areaDelete.path, payload);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    }
  });

  it('is not a school admin’s function (403)', async () => {
    const id = await newArea();
    expect((await adminA.post(api.admin.areaDelete.path, { id })).statusCode).toBe(403);
    expect(await regionExists(id)).toBe(true);
  });
});

describe('area/export', () => {
  const LEVEL = { province: '省', city: '市', district: '区县' } as Record<string, string>;

  async function expectedRows(client: ReturnType<typeof authed>, payload: object = {}) {
    const list = body<Area[]>(await client.post(api.admin.areaList.path, payload)).data;
    const parentIds = list.flatMap((area) => (area.parentId === null ? [] : [area.parentId]));
    const parents =
      parentIds.length === 0 ? [] : await testDb().select().from(regions).where(inArray(regions.id, parentIds));
    return list.map((area) => [
      area.name,
      area.code,
      LEVEL[area.level],
      parents.find((parent) => parent.id === area.parentId)?.name ?? '',
      area.schoolCount,
    ]);
  }

  it("writes exactly the caller's areas, in the list's order, with level, parent and school count", async () => {
    await createSchool({ districtId: org.districtA.id });
    const response = await cityAdmin.post(api.admin.areaExport.path, {});
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('区域.xlsx'));
    expect(await sheetName(response)).toBe('区域');
    const [header, ...rows] = await sheetRows(response);
    expect(header).toEqual(['区域名称', '行政区划代码', '级别', '上级区域', '学校数']);
    expect(rows).toEqual(await expectedRows(cityAdmin));
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining([org.districtA.code]));
    expect(rows.map((row) => row[1])).not.toContain(org.districtB.code);
    expect(rows.find((row) => row[1] === org.districtA.code)?.slice(0, 4)).toEqual([
      '西湖区',
      org.districtA.code,
      '区县',
      '杭州市',
    ]);
  });

  it('gives a district admin their district only, and follows parentId like the list', async () => {
    const [, ...own] = await sheetRows(await districtAdmin.post(api.admin.areaExport.path, {}));
    expect(own).toEqual(await expectedRows(districtAdmin));
    expect(own.map((row) => row[1])).toEqual([org.districtA.code]);
    const [, ...children] = await sheetRows(await cityAdmin.post(api.admin.areaExport.path, { parentId: cityA }));
    expect(children).toEqual(await expectedRows(cityAdmin, { parentId: cityA }));
    expect(children.every((row) => row[2] === '区县')).toBe(true);
    const [, ...foreign] = await sheetRows(
      await cityAdmin.post(api.admin.areaExport.path, { parentId: org.districtB.parentId ?? 0 }),
    );
    expect(foreign).toEqual([]);
  });

  it('refuses bad input with the validation failure instead of a workbook, and a school admin (403)', async () => {
    const response = await cityAdmin.post(api.admin.areaExport.path, { parentId: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect((await adminA.post(api.admin.areaExport.path, {})).statusCode).toBe(403);
  });
});

describe('plan/export', () => {
  it('writes a row per grade of the school: its task groups by name and its stamina limit', async () => {
    const planned = (await createClass({ schoolId: org.schoolA.id, gradeLevel: 7 })).gradeId;
    const unplanned = (await createClass({ schoolId: org.schoolA.id, gradeLevel: 8 })).gradeId;
    const first = await createTaskGroup({ name: '春季测评', startTime: new Date('2026-03-01T00:00:00Z') });
    const second = await createTaskGroup({ name: '秋季测评', startTime: new Date('2026-09-01T00:00:00Z') });
    expect(
      body(
        await adminA.post(api.admin.planSave.path, {
          gradeId: planned,
          taskGroupIds: [second.id, first.id],
          maxFinish: 2,
          recentlyDay: 7,
        }),
      ).success,
    ).toBe(true);

    const response = await adminA.post(api.admin.planExport.path, { schoolId: org.schoolA.id });
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('测评计划.xlsx'));
    expect(await sheetName(response)).toBe('测评计划');
    const [header, ...rows] = await sheetRows(response);
    expect(header).toEqual(['年级', '任务组', '体力限制']);
    const plans = body<{ gradeId: number; gradeName: string }[]>(
      await adminA.post(api.admin.planList.path, { schoolId: org.schoolA.id }),
    ).data;
    expect(rows.map((row) => row[0])).toEqual(plans.map((plan) => plan.gradeName));
    expect(rows[plans.findIndex((plan) => plan.gradeId === planned)]).toEqual([
      '七年级',
      '春季测评、秋季测评',
      '近 7 天最多完成 2 个活动',
    ]);
    expect(rows[plans.findIndex((plan) => plan.gradeId === unplanned)]).toEqual(['八年级', '', '不限制']);
  });

  it("answers another school's id with the not-found envelope, not a file", async () => {
    const response = await adminA.post(api.admin.planExport.path, { schoolId: org.schoolB.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const foreign = body(response);
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(body(await adminA.post(api.admin.planList.path, { schoolId: org.schoolB.id })));
    expect(body(await adminA.post(api.admin.planExport.path, { schoolId: 'x' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });

  it('is not a teacher’s function (403)', async () => {
    const teacher = await createTeacher({
      schoolId: org.schoolA.id,
      roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: org.classA.id }],
    });
    const client = authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD));
    expect((await client.post(api.admin.planExport.path, { schoolId: org.schoolA.id })).statusCode).toBe(403);
  });
});
