import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { regions } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createAreaAdmin, createSchool, TEST_PASSWORD } from '../../test/factories.js';
import { auditCount, twoSchools } from '../scope/test-support.js';

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
let adminA: ReturnType<typeof authed>;
let districtAdmin: ReturnType<typeof authed>;
/** An area admin over the city above district A (district B is in another city). */
let cityAdmin: ReturnType<typeof authed>;
let cityA: number;
let cityB: number;

type Area = { id: number; parentId: number | null; level: string; name: string; code: string; schoolCount: number };

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  cityA = org.districtA.parentId ?? 0;
  cityB = org.districtB.parentId ?? 0;
  adminA = authed(t.app, await signIn(t.app, org.adminA.loginName, TEST_PASSWORD));
  districtAdmin = authed(t.app, await signIn(t.app, org.areaAdminA.loginName, TEST_PASSWORD));
  cityAdmin = authed(t.app, await signIn(t.app, (await createAreaAdmin({ regionId: cityA })).loginName, TEST_PASSWORD));
});

const uniqueCode = () => String(330_000_000 + Math.floor(Math.random() * 99_999_999));

async function regionsNamed(name: string) {
  return testDb().select().from(regions).where(eq(regions.name, name));
}

describe('area/list', () => {
  it('gives a district admin their district with its school count', async () => {
    await createSchool({ districtId: org.districtA.id });
    const list = body<Area[]>(await districtAdmin.post(api.admin.areaList.path, {}));
    expect(list.data).toEqual([
      {
        id: org.districtA.id,
        parentId: cityA,
        level: 'district',
        name: '西湖区',
        code: org.districtA.code,
        schoolCount: 2,
      },
    ]);
  });

  it('gives a city admin the city and the districts below it; parentId narrows to the children', async () => {
    const all = body<Area[]>(await cityAdmin.post(api.admin.areaList.path, {}));
    expect(all.data.map((area) => area.id)).toEqual(expect.arrayContaining([cityA, org.districtA.id]));
    expect(all.data.map((area) => area.id)).not.toContain(org.districtB.id);
    const children = body<Area[]>(await cityAdmin.post(api.admin.areaList.path, { parentId: cityA }));
    expect(children.data.every((area) => area.parentId === cityA && area.level === 'district')).toBe(true);
    expect(children.data.map((area) => area.id)).toContain(org.districtA.id);
  });

  it("shows nothing below another area's region", async () => {
    expect(body<Area[]>(await cityAdmin.post(api.admin.areaList.path, { parentId: cityB })).data).toEqual([]);
    expect(body<Area[]>(await districtAdmin.post(api.admin.areaList.path, { parentId: cityB })).data).toEqual([]);
  });

  it('refuses a bad parentId (validation) and a school admin (403)', async () => {
    expect(body(await cityAdmin.post(api.admin.areaList.path, { parentId: 'x' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect(body(await cityAdmin.post(api.admin.areaList.path, { parentId: 0 }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
    expect((await adminA.post(api.admin.areaList.path, {})).statusCode).toBe(403);
  });
});

describe('area/save', () => {
  it('adds a district below a city in scope, then renames it; both audited and listed', async () => {
    const code = uniqueCode();
    const created = body<{ id: number }>(
      await cityAdmin.post(api.admin.areaSave.path, { parentId: cityA, name: '新建区', code }),
    );
    expect(created.success).toBe(true);
    const listed = body<Area[]>(await cityAdmin.post(api.admin.areaList.path, { parentId: cityA }));
    expect(listed.data.find((area) => area.id === created.data.id)).toEqual({
      id: created.data.id,
      parentId: cityA,
      level: 'district',
      name: '新建区',
      code,
      schoolCount: 0,
    });
    expect(await auditCount('region.create', created.data.id)).toBe(1);

    const renamed = body<{ id: number }>(
      await cityAdmin.post(api.admin.areaSave.path, { id: created.data.id, parentId: cityA, name: '更名区', code }),
    );
    expect(renamed).toMatchObject({ success: true, data: { id: created.data.id } });
    const [row] = await testDb().select().from(regions).where(eq(regions.id, created.data.id));
    expect(row).toMatchObject({ name: '更名区', code, level: 'district', parentId: cityA });
    expect(await auditCount('region.update', created.data.id)).toBe(1);
    // The new district is in the city admin's scope at once: schools can be added to it.
    expect(
      body(
        await cityAdmin.post(api.admin.schoolAdd.path, {
          organizationName: '新区第一学校',
          districtId: created.data.id,
        }),
      ).success,
    ).toBe(true);
  });

  it('refuses a parent outside the area and below a district (no level), writing nothing', async () => {
    const outside = body(
      await cityAdmin.post(api.admin.areaSave.path, { parentId: cityB, name: '越界区', code: uniqueCode() }),
    );
    const missing = body(
      await cityAdmin.post(api.admin.areaSave.path, { parentId: 999_999, name: '越界区', code: uniqueCode() }),
    );
    expect(outside).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(outside).toEqual(missing);
    const tooDeep = body(
      await districtAdmin.post(api.admin.areaSave.path, {
        parentId: org.districtA.id,
        name: '越界区',
        code: uniqueCode(),
      }),
    );
    expect(tooDeep).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(await regionsNamed('越界区')).toEqual([]);
  });

  it("refuses renaming another area's district, or moving one under another parent", async () => {
    const foreign = body(
      await cityAdmin.post(api.admin.areaSave.path, {
        id: org.districtB.id,
        parentId: cityA,
        name: '抢来的区',
        code: uniqueCode(),
      }),
    );
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const sibling = body<{ id: number }>(
      await cityAdmin.post(api.admin.areaSave.path, { parentId: cityA, name: '兄弟区', code: uniqueCode() }),
    );
    const moved = body(
      await cityAdmin.post(api.admin.areaSave.path, {
        id: sibling.data.id,
        parentId: org.districtA.id,
        name: '兄弟区',
        code: uniqueCode(),
      }),
    );
    expect(moved).toMatchObject({ success: false, code: ErrorCode.NotFound });
    const [row] = await testDb().select().from(regions).where(eq(regions.id, org.districtB.id));
    expect(row?.name).toBe('鄞州区');
    expect(await regionsNamed('抢来的区')).toEqual([]);
  });

  it('refuses a code already used (conflict) and bad input (validation), writing nothing', async () => {
    // The factory's codes carry a letter prefix, so the clash is with a code saved here.
    const code = uniqueCode();
    await cityAdmin.post(api.admin.areaSave.path, { parentId: cityA, name: '原码区', code });
    const clash = body(await cityAdmin.post(api.admin.areaSave.path, { parentId: cityA, name: '重码区二', code }));
    expect(clash).toMatchObject({ success: false, code: ErrorCode.Conflict });
    for (const payload of [
      { parentId: cityA, name: '字母码区', code: 'abc123' },
      { parentId: cityA, name: '短码区', code: '12345' },
      { parentId: cityA, name: '长码区', code: '1234567890123' },
      { parentId: cityA, name: '区', code: uniqueCode() },
      { name: '无上级区', code: uniqueCode() },
    ]) {
      const response = await cityAdmin.post(api.admin.areaSave.path, payload);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    }
    for (const name of ['重码区二', '字母码区', '短码区', '长码区', '区', '无上级区'])
      expect(await regionsNamed(name)).toEqual([]);
  });

  it('is not a school admin’s function (403)', async () => {
    expect(
      (await adminA.post(api.admin.areaSave.path, { parentId: cityA, name: '学校建区', code: uniqueCode() }))
        .statusCode,
    ).toBe(403);
  });
});
