import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { userRoles } from '../../db/schema/index.js';
import { authed, body, buildTestApp, seal, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createTeacher, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, findUser, twoSchools, userCount } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let areaAdmin: ReturnType<typeof authed>;
/** An area manager of district B: outside area admin A's scope. */
let foreignManager: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  areaAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
  foreignManager = await createUser({
    userName: '外区管理员',
    regionId: org.districtB.id,
    roles: [{ roleCode: RoleCode.areaAdmin, regionId: org.districtB.id }],
  });
});

const uniqueName = () => `mgr_${Math.random().toString(36).slice(2, 10)}`;

type Manager = {
  id: number;
  userName: string;
  loginName: string;
  phone: string | null;
  state: number;
  roleIds: string;
  manageAreaList: { id: number; name: string }[];
};

async function areaGrants(userId: number) {
  const rows = await testDb()
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleCode, RoleCode.areaAdmin)));
  return rows.map((row) => row.regionId);
}

async function saveManager(overrides: Record<string, unknown> = {}) {
  return areaAdmin.post(api.admin.areaManagerSave.path, {
    userName: '区域管理甲',
    loginName: uniqueName(),
    manageAreaList: [org.districtA.id],
    password: await seal(t.app, 'Init@2026'),
    ...overrides,
  });
}

describe('areaManager/save', () => {
  it('creates a manager of an area in scope and edits them; the grant follows, audited', async () => {
    const loginName = uniqueName();
    const created = body<{ id: number }>(await saveManager({ loginName, phone: '13812345678' }));
    expect(created.success).toBe(true);
    expect(await areaGrants(created.data.id)).toEqual([org.districtA.id]);
    expect(await findUser(loginName)).toMatchObject({ userType: 0, passwordIsInitial: true, schoolId: null });
    expect(await auditCount('staff.create', created.data.id)).toBe(1);

    const renamed = body(
      await areaAdmin.post(api.admin.areaManagerSave.path, {
        id: created.data.id,
        userName: '区域管理乙',
        loginName,
        manageAreaList: [org.districtA.id],
      }),
    );
    expect(renamed).toMatchObject({ success: true, data: { id: created.data.id } });
    const got = body<Manager>(await areaAdmin.get(api.admin.areaManagerGet.path, { userId: String(created.data.id) }));
    expect(got.data).toMatchObject({
      id: created.data.id,
      userName: '区域管理乙',
      loginName,
      state: 1,
      roleIds: String(RoleCode.areaAdmin),
      manageAreaList: [{ id: org.districtA.id, name: '西湖区' }],
    });
    expect(got.data.phone).not.toBe('13812345678');
    expect(await auditCount('staff.update', created.data.id)).toBe(1);
  });

  it('refuses an empty area list with the validation failure, writing nothing', async () => {
    const before = await userCount();
    const loginName = uniqueName();
    const response = await saveManager({ loginName, manageAreaList: [] });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    expect(await userCount()).toBe(before);
    expect(await findUser(loginName)).toBeUndefined();
  });

  it('refuses an account name that breaks the §5 rule, naming the field, writing nothing', async () => {
    const before = await userCount();
    for (const loginName of ['abc12', 'bad name1', '管理员账号12', 'a'.repeat(31)]) {
      const result = body<null>(await saveManager({ loginName }));
      expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
      expect((result as unknown as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain(
        'loginName',
      );
      expect(await findUser(loginName)).toBeUndefined();
    }
    expect(body(await saveManager({ password: undefined }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a region outside the area (alone or beside one in scope), writing nothing', async () => {
    const before = await userCount();
    const loginName = uniqueName();
    for (const manageAreaList of [[org.districtB.id], [org.districtA.id, org.districtB.id], [999_999]]) {
      expect(body(await saveManager({ loginName, manageAreaList }))).toMatchObject({
        success: false,
        code: ErrorCode.NotFound,
      });
    }
    expect(await findUser(loginName)).toBeUndefined();
    expect(await userCount()).toBe(before);
    // Editing a manager of another area is refused too, and their grant stays.
    const foreign = body(
      await areaAdmin.post(api.admin.areaManagerSave.path, {
        id: foreignManager.id,
        userName: '改名',
        loginName: foreignManager.loginName,
        manageAreaList: [org.districtA.id],
      }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await areaGrants(foreignManager.id)).toEqual([org.districtB.id]);
    expect((await findUser(foreignManager.loginName))?.userName).toBe('外区管理员');
  });
});

describe('areaManager/get', () => {
  it("answers another area's manager, and staff who manage no area, like a missing user", async () => {
    const missing = body(await areaAdmin.get(api.admin.areaManagerGet.path, { userId: '999999' }));
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotFound, data: null });
    expect(body(await areaAdmin.get(api.admin.areaManagerGet.path, { userId: String(foreignManager.id) }))).toEqual(
      missing,
    );
    const teacher = await createTeacher({ schoolId: org.schoolA.id });
    expect(body(await areaAdmin.get(api.admin.areaManagerGet.path, { userId: String(teacher.id) }))).toEqual(missing);
  });

  it('reads a manager of the area, and refuses a malformed id', async () => {
    const got = body<Manager>(
      await areaAdmin.get(api.admin.areaManagerGet.path, { userId: String(org.areaAdminA.id) }),
    );
    expect(got.data).toMatchObject({
      id: org.areaAdminA.id,
      loginName: org.areaAdminA.loginName,
      manageAreaList: [{ id: org.districtA.id, name: '西湖区' }],
    });
    expect(body(await areaAdmin.get(api.admin.areaManagerGet.path, { userId: 'me' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(body(await areaAdmin.get(api.admin.areaManagerGet.path))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });
});

describe('areaManager/list and export', () => {
  async function sheetRows(payload: object) {
    const response = await areaAdmin.post(api.admin.areaManagerExport.path, payload);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    // ExcelJS leaves empty cells as holes; null makes them comparable.
    workbook.worksheets[0]?.eachRow((row) =>
      rows.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? null)),
    );
    return rows;
  }

  it("lists and exports the area's managers only", async () => {
    const loginName = uniqueName();
    await saveManager({ loginName, userName: '导出管理员' });
    const list = body<{ records: Manager[]; total: number }>(
      await areaAdmin.post(api.admin.areaManagerList.path, { pageSize: 100 }),
    );
    const listed = list.data.records.map((row) => row.loginName);
    expect(listed).toContain(loginName);
    expect(listed).toContain(org.areaAdminA.loginName);
    expect(listed).not.toContain(foreignManager.loginName);
    expect(list.data.total).toBe(list.data.records.length);

    const [header, ...rows] = await sheetRows({});
    expect(header).toEqual([
      '姓名',
      '账号',
      '手机号',
      '学校',
      '任教班级',
      '班主任班级',
      '管理学校',
      '管理区域',
      '状态',
    ]);
    expect(rows.map((row) => row[1]).sort()).toEqual([...listed].sort());
    expect(rows.find((row) => row[1] === loginName)).toEqual([
      '导出管理员',
      loginName,
      null,
      null,
      null,
      null,
      null,
      '西湖区',
      '启用',
    ]);
  });

  it('follows the filters, and a region outside the area exports nothing', async () => {
    const [, ...byName] = await sheetRows({ keyword: '导出管理员' });
    expect(byName.map((row) => row[0])).toEqual(['导出管理员']);
    const [, ...foreign] = await sheetRows({ regionId: org.districtB.id });
    expect(foreign).toEqual([]);
    const bad = await areaAdmin.post(api.admin.areaManagerExport.path, { regionId: 'B' });
    expect(bad.statusCode).toBe(200);
    expect(body(bad)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('an area admin and their own rights', () => {
  it('cannot revoke or rewrite their own area-manager grants; nothing changes', async () => {
    const self = org.areaAdminA;
    const before = await areaGrants(self.id);
    const revoked = body(await areaAdmin.post(api.admin.areaManagerRevoke.path, { userId: self.id }));
    expect(revoked).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(revoked.message).toContain('不能修改自己的管理员权限');
    const rewritten = body(
      await areaAdmin.post(api.admin.areaManagerSave.path, {
        id: self.id,
        userName: self.userName,
        loginName: self.loginName,
        manageAreaList: [org.districtA.id],
      }),
    );
    expect(rewritten).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect(await areaGrants(self.id)).toEqual(before);
  });
});
