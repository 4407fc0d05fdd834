import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { schools } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createClass, createSchool, createStudent, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let areaAdmin: ReturnType<typeof authed>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  areaAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
});

type SchoolRecord = {
  id: number;
  organizationName: string;
  districtId: number;
  districtName: string | null;
  state: number;
  classCount: number;
  studentCount: number;
};

async function schoolRow(id: number) {
  const [row] = await testDb().select().from(schools).where(eq(schools.id, id));
  return row;
}

async function sheetRows(response: { rawPayload: Buffer }): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('school/update', () => {
  it('renames a school of the area and moves nothing else; the list shows it, audited', async () => {
    const school = await createSchool({ districtId: org.districtA.id });
    const result = body<{ id: number }>(
      await areaAdmin.post(api.admin.schoolUpdate.path, {
        id: school.id,
        organizationName: '  更名实验学校 ',
        districtId: org.districtA.id,
      }),
    );
    expect(result).toMatchObject({ success: true, data: { id: school.id } });
    const list = body<{ records: SchoolRecord[]; total: number }>(
      await areaAdmin.post(api.admin.schoolList.path, { keyword: '更名实验' }),
    );
    expect(list.data).toEqual({
      records: [
        {
          id: school.id,
          organizationName: '更名实验学校',
          districtId: org.districtA.id,
          districtName: '西湖区',
          state: 1,
          classCount: 0,
          studentCount: 0,
        },
      ],
      total: 1,
    });
    expect(await auditCount('school.update', school.id)).toBe(1);
  });

  it("answers another area's school and a district outside the area like missing records, writing nothing", async () => {
    const mine = await createSchool({ districtId: org.districtA.id });
    const foreign = body(
      await areaAdmin.post(api.admin.schoolUpdate.path, {
        id: org.schoolB.id,
        organizationName: '越界改名',
        districtId: org.districtA.id,
      }),
    );
    const missing = body(
      await areaAdmin.post(api.admin.schoolUpdate.path, {
        id: 999_999,
        organizationName: '越界改名',
        districtId: org.districtA.id,
      }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign).toEqual(missing);
    expect((await schoolRow(org.schoolB.id))?.organizationName).toBe(org.schoolB.organizationName);
    const moved = body(
      await areaAdmin.post(api.admin.schoolUpdate.path, {
        id: mine.id,
        organizationName: mine.organizationName,
        districtId: org.districtB.id,
      }),
    );
    expect(moved).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await schoolRow(mine.id))?.districtId).toBe(org.districtA.id);
    expect(await auditCount('school.update', org.schoolB.id)).toBe(0);
    expect(await auditCount('school.update', mine.id)).toBe(0);
  });

  it('refuses a duplicate name in the district (conflict) and bad input (validation), writing nothing', async () => {
    const school = await createSchool({ districtId: org.districtA.id });
    const taken = body(
      await areaAdmin.post(api.admin.schoolUpdate.path, {
        id: school.id,
        organizationName: org.schoolA.organizationName,
        districtId: org.districtA.id,
      }),
    );
    expect(taken).toMatchObject({ success: false, code: ErrorCode.Conflict });
    for (const payload of [
      { id: school.id, organizationName: 'x', districtId: org.districtA.id },
      { id: school.id, organizationName: '名'.repeat(61), districtId: org.districtA.id },
      { organizationName: '没有编号学校', districtId: org.districtA.id },
      { id: school.id, organizationName: '区县不对学校', districtId: 'west' },
    ]) {
      const response = await areaAdmin.post(api.admin.schoolUpdate.path, payload);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    }
    expect((await schoolRow(school.id))?.organizationName).toBe(school.organizationName);
    expect(await auditCount('school.update', school.id)).toBe(0);
  });

  it('is not a school admin’s function (403)', async () => {
    expect(
      (
        await adminA.post(api.admin.schoolUpdate.path, {
          id: org.schoolA.id,
          organizationName: '自改名称',
          districtId: org.districtA.id,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('school/export', () => {
  it("writes the area's schools with their figures, and only those", async () => {
    const extra = await createSchool({ districtId: org.districtA.id, organizationName: '导出专用学校' });
    await createStudent({ classId: (await createClass({ schoolId: extra.id })).id });
    const response = await areaAdmin.post(api.admin.schoolExport.path, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await sheetRows(response);
    expect(header).toEqual(['学校', '区县', '班级数', '学生数', '状态']);
    const inArea = await testDb().select().from(schools).where(eq(schools.districtId, org.districtA.id));
    expect(rows.map((row) => row[0]).sort()).toEqual(inArea.map((school) => school.organizationName).sort());
    expect(rows.map((row) => row[0])).not.toContain(org.schoolB.organizationName);
    expect(rows.find((row) => row[0] === '导出专用学校')).toEqual(['导出专用学校', '西湖区', 1, 1, '启用']);
  });

  it('gives a school admin their own school only, and follows the filters', async () => {
    const [, ...own] = await sheetRows(await adminA.post(api.admin.schoolExport.path, {}));
    expect(own.map((row) => row[0])).toEqual([org.schoolA.organizationName]);
    const [, ...filtered] = await sheetRows(await areaAdmin.post(api.admin.schoolExport.path, { keyword: '导出专用' }));
    expect(filtered.map((row) => row[0])).toEqual(['导出专用学校']);
    const [, ...foreignDistrict] = await sheetRows(
      await areaAdmin.post(api.admin.schoolExport.path, { districtId: org.districtB.id }),
    );
    expect(foreignDistrict).toEqual([]);
  });

  it('refuses bad filters with the validation failure instead of a workbook', async () => {
    const response = await areaAdmin.post(api.admin.schoolExport.path, { state: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('school/updateState', () => {
  it('deactivates schools of the area, audited per school; the state filter finds them', async () => {
    const first = await createSchool({ districtId: org.districtA.id });
    const second = await createSchool({ districtId: org.districtA.id });
    const result = body<{ count: number }>(
      await areaAdmin.post(api.admin.schoolUpdateState.path, { ids: [first.id, second.id, first.id], state: 0 }),
    );
    expect(result).toMatchObject({ success: true, data: { count: 2 } });
    const rows = await testDb()
      .select()
      .from(schools)
      .where(inArray(schools.id, [first.id, second.id]));
    expect(rows.map((row) => row.state)).toEqual([0, 0]);
    expect(await auditCount('school.updateState', first.id)).toBe(1);
    expect(await auditCount('school.updateState', second.id)).toBe(1);
    const stopped = body<{ records: { id: number }[] }>(await areaAdmin.post(api.admin.schoolList.path, { state: 0 }));
    expect(stopped.data.records.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses the whole batch when one id is of another area, writing nothing', async () => {
    const mine = await createSchool({ districtId: org.districtA.id });
    const result = body(
      await areaAdmin.post(api.admin.schoolUpdateState.path, { ids: [mine.id, org.schoolB.id], state: 0 }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect((await schoolRow(mine.id))?.state).toBe(1);
    expect((await schoolRow(org.schoolB.id))?.state).toBe(1);
    expect(await auditCount('school.updateState', mine.id)).toBe(0);
  });

  it('refuses an empty batch and an unknown state, writing nothing', async () => {
    const mine = await createSchool({ districtId: org.districtA.id });
    for (const payload of [
      { ids: [], state: 0 },
      { ids: [mine.id], state: 2 },
      { ids: [mine.id] },
      { ids: ['1'], state: 0 },
    ]) {
      expect(body(await areaAdmin.post(api.admin.schoolUpdateState.path, payload))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
    expect((await schoolRow(mine.id))?.state).toBe(1);
    expect(await auditCount('school.updateState', mine.id)).toBe(0);
  });
});
