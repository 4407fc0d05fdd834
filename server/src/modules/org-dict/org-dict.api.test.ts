import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type ApiRoute } from '@pingjia/contract';
import { regions, schools } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createClass, createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { twoSchools } from '../scope/test-support.js';

type Client = ReturnType<typeof authed>;
interface DictRow {
  id: number;
  name: string;
  parentId: number | null;
}
interface RegionRow extends DictRow {
  code: string;
  level: string;
}

const { orgGetDict, findRegion, getRoleByUser } = api.dict;

let t: TestApp;
let org: Awaited<ReturnType<typeof twoSchools>>;
/** School A: grade 7 with classes 1班 (org.classA) and 2班, grade 8 with 1班. */
let classA2: Awaited<ReturnType<typeof createClass>>;
let classA8: Awaited<ReturnType<typeof createClass>>;
let place: { provinceA: RegionRow; cityA: RegionRow; districtA: RegionRow };
/** A province, district and school of another province shard. */
let far: { province: number; district: number; school: number };
let callers: Record<'schoolAdmin' | 'areaAdmin' | 'headmaster' | 'teacher' | 'customerService', Client>;

async function as(loginName: string): Promise<Client> {
  return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
}

async function regionRow(id: number | null): Promise<RegionRow> {
  const [row] = await testDb()
    .select({
      id: regions.id,
      name: regions.name,
      code: regions.code,
      level: regions.level,
      parentId: regions.parentId,
    })
    .from(regions)
    .where(eq(regions.id, id ?? 0));
  if (!row) throw new Error(`no region ${id}`);
  return row;
}

/** A province with one district and one school, in shard 44 (the test shard is 33). */
async function anotherProvince() {
  const code = String(Math.floor(Math.random() * 1e9));
  const [province] = await testDb()
    .insert(regions)
    .values({ level: 'province', name: '广东省', code: `fp${code}`, provinceShardId: 44 })
    .returning();
  const [district] = await testDb()
    .insert(regions)
    .values({ level: 'district', name: '天河区', code: `fd${code}`, parentId: province?.id, provinceShardId: 44 })
    .returning();
  if (!province || !district) throw new Error('regions not created');
  const [school] = await testDb()
    .insert(schools)
    .values({ organizationName: '外省学校', districtId: district.id, state: 1, provinceShardId: 44 })
    .returning();
  if (!school) throw new Error('school not created');
  return { province: province.id, district: district.id, school: school.id };
}

async function dict(client: Client, input: object) {
  return body<DictRow[]>(await client.post(orgGetDict.path, input));
}

async function regionsUnder(client: Client, parentId?: number) {
  return body<RegionRow[]>(await client.post(findRegion.path, parentId === undefined ? {} : { parentId }));
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  t = await buildTestApp();
  org = await twoSchools();
  classA2 = await createClass({ schoolId: org.schoolA.id, gradeLevel: 7, name: '2班' });
  classA8 = await createClass({ schoolId: org.schoolA.id, gradeLevel: 8, name: '1班' });
  const cityA = await regionRow(org.districtA.parentId);
  place = { provinceA: await regionRow(cityA.parentId), cityA, districtA: await regionRow(org.districtA.id) };
  far = await anotherProvince();
  const headmaster = await createUser({
    roles: [{ roleCode: RoleCode.headmaster, schoolId: org.schoolA.id, classId: org.classA.id }],
  });
  const teacher = await createUser({
    roles: [{ roleCode: RoleCode.teacher, schoolId: org.schoolA.id, classId: classA8.id }],
  });
  const agent = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
  callers = {
    schoolAdmin: await as(org.adminA.loginName),
    areaAdmin: await as(org.areaAdminA.loginName),
    headmaster: await as(headmaster.loginName),
    teacher: await as(teacher.loginName),
    customerService: await as(agent.loginName),
  };
});

const routes: [string, ApiRoute, object][] = [
  ['org/getDict', orgGetDict, { type: 'school' }],
  ['findRegion', findRegion, {}],
  ['getRoleByUser', getRoleByUser, { userType: 0 }],
];

describe('organisation dictionaries: session and role', () => {
  it.each(routes)('%s needs a session (401)', async (_name, route, payload) => {
    expect((await t.app.inject({ method: 'POST', url: route.path, payload })).statusCode).toBe(401);
  });

  it.each(routes)('%s is refused (403) to every role that does not read classes', async (_name, route, payload) => {
    const outsiders = [
      await createUser({ roles: [{ roleCode: RoleCode.areaTeach, regionId: org.districtA.id }] }),
      await createUser({ roles: [{ roleCode: RoleCode.organAdmin }] }),
      await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] }),
      await createStudent({ classId: org.classA.id }),
      await createParent(),
    ];
    for (const outsider of outsiders) {
      const response = await (await as(outsider.loginName)).post(route.path, payload);
      expect(response.statusCode).toBe(403);
      expect(body(response).data ?? null).toBeNull();
    }
  });
});

describe('org/getDict: schools, grades and classes in the caller’s scope', () => {
  it('gives a school admin their school, its grades in order, and its classes by grade', async () => {
    const admin = callers.schoolAdmin;
    expect(ids((await dict(admin, { type: 'school' })).data)).toEqual([org.schoolA.id]);
    const grades = (await dict(admin, { type: 'grade' })).data;
    expect(grades.map((grade) => [grade.id, grade.name, grade.parentId])).toEqual([
      [org.classA.gradeId, '七年级', org.schoolA.id],
      [classA8.gradeId, '八年级', org.schoolA.id],
    ]);
    const classes = (await dict(admin, { type: 'class' })).data;
    expect(classes).toEqual([
      { id: org.classA.id, name: '1班', parentId: org.classA.gradeId },
      { id: classA2.id, name: '2班', parentId: org.classA.gradeId },
      { id: classA8.id, name: '1班', parentId: classA8.gradeId },
    ]);
    const ofGrade8 = (await dict(admin, { type: 'class', schoolId: org.schoolA.id, gradeId: classA8.gradeId })).data;
    expect(ids(ofGrade8)).toEqual([classA8.id]);
  });

  it('gives an area admin the schools, grades and classes of their district only', async () => {
    const areaAdmin = callers.areaAdmin;
    expect(ids((await dict(areaAdmin, { type: 'school' })).data)).toEqual([org.schoolA.id]);
    expect(ids((await dict(areaAdmin, { type: 'grade' })).data)).toEqual([org.classA.gradeId, classA8.gradeId]);
    expect(ids((await dict(areaAdmin, { type: 'class' })).data)).toEqual([org.classA.id, classA2.id, classA8.id]);
  });

  it('gives a head teacher and a teacher the grade and class they teach, not the rest of the school', async () => {
    expect(ids((await dict(callers.headmaster, { type: 'school' })).data)).toEqual([org.schoolA.id]);
    expect(ids((await dict(callers.headmaster, { type: 'grade' })).data)).toEqual([org.classA.gradeId]);
    expect(ids((await dict(callers.headmaster, { type: 'class' })).data)).toEqual([org.classA.id]);
    expect(ids((await dict(callers.teacher, { type: 'grade' })).data)).toEqual([classA8.gradeId]);
    expect(ids((await dict(callers.teacher, { type: 'class' })).data)).toEqual([classA8.id]);
  });

  it('gives customer service every school of their province, and none of another province', async () => {
    const schoolIds = ids((await dict(callers.customerService, { type: 'school' })).data);
    expect(schoolIds).toEqual(expect.arrayContaining([org.schoolA.id, org.schoolB.id]));
    expect(schoolIds).not.toContain(far.school);
    const classIds = ids((await dict(callers.customerService, { type: 'class', schoolId: org.schoolB.id })).data);
    expect(classIds).toEqual([org.classB.id]);
  });

  it('answers a school outside the caller’s scope exactly as a school that does not exist', async () => {
    for (const type of ['grade', 'class']) {
      const missing = await dict(callers.schoolAdmin, { type, schoolId: 99_999_999 });
      expect(missing).toMatchObject({ success: true, data: [] });
      expect(await dict(callers.schoolAdmin, { type, schoolId: org.schoolB.id })).toEqual(missing);
      expect(await dict(callers.customerService, { type, schoolId: far.school })).toEqual(missing);
    }
  });

  it('refuses bad input with a contract failure', async () => {
    for (const input of [{}, { type: 'district' }, { type: 'class', schoolId: 0 }, { type: 'class', gradeId: 'x' }]) {
      expect(await dict(callers.schoolAdmin, input)).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
  });
});

describe('org/findRegion: the administrative geography of the caller’s province', () => {
  it('answers the provinces, then the children of a region, level by level', async () => {
    const top = (await regionsUnder(callers.schoolAdmin)).data;
    expect(top).toContainEqual(place.provinceA);
    expect(top.every((region) => region.level === 'province' && region.parentId === null)).toBe(true);
    expect((await regionsUnder(callers.schoolAdmin, place.provinceA.id)).data).toEqual([place.cityA]);
    expect((await regionsUnder(callers.schoolAdmin, place.cityA.id)).data).toEqual([place.districtA]);
    expect(place.districtA).toMatchObject({ name: '西湖区', level: 'district' });
  });

  it.each(['schoolAdmin', 'areaAdmin', 'headmaster', 'teacher', 'customerService'] as const)(
    'answers the %s',
    async (role) => {
      expect(await regionsUnder(callers[role], place.cityA.id)).toMatchObject({
        success: true,
        data: [place.districtA],
      });
    },
  );

  it('answers a region of another province exactly as a region that does not exist', async () => {
    const missing = await regionsUnder(callers.customerService, 99_999_999);
    expect(missing).toMatchObject({ success: true, data: [] });
    expect(await regionsUnder(callers.customerService, far.province)).toEqual(missing);
    expect(ids((await regionsUnder(callers.customerService)).data)).not.toContain(far.province);
  });

  it('refuses bad input with a contract failure', async () => {
    for (const parentId of [0, -3, 1.5, 'x']) {
      expect(body(await callers.schoolAdmin.post(findRegion.path, { parentId }))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
  });
});

describe('role/getRoleByUser: the roles a user of each type may be given', () => {
  it('offers a student and a parent their one role, and staff the editing choices', async () => {
    const rolesOf = async (userType: number) =>
      (await callers.schoolAdmin.post(getRoleByUser.path, { userType })).json<{ data: { roleCode: number }[] }>().data;
    expect((await rolesOf(1)).map((role) => role.roleCode)).toEqual([RoleCode.student]);
    expect((await rolesOf(2)).map((role) => role.roleCode)).toEqual([RoleCode.parent]);
    const staff = (await rolesOf(0)).map((role) => role.roleCode);
    expect(staff).toEqual(expect.arrayContaining([RoleCode.teacher, RoleCode.headmaster, RoleCode.schoolAdmin]));
    expect(staff).not.toContain(RoleCode.student);
  });

  it('refuses an unknown user type with a contract failure', async () => {
    expect(body(await callers.schoolAdmin.post(getRoleByUser.path, { userType: 3 }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });
});
