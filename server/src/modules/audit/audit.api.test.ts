import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import {
  createClass,
  createDistrict,
  createSchool,
  createStudent,
  createUser,
  TEST_PASSWORD,
  TEST_SHARD,
} from '../../test/factories.js';
import { WITHHELD } from './presenter.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

interface Entry {
  action: string;
  actorUserId: number | null;
  entityId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}
interface Page {
  records: Entry[];
  total: number;
}

async function reader(regionId: number) {
  const admin = await createUser({ regionId, roles: [{ roleCode: RoleCode.areaAdmin, regionId }] });
  const client = authed(t.app, await signIn(t.app, admin.loginName, TEST_PASSWORD));
  const ask = async (filter: object = {}) =>
    body<Page>(await client.post(api.audit.list.path, { pageSize: 100, ...filter }));
  return { ask, list: async (filter: object = {}) => (await ask(filter)).data };
}

/** The province a test district hangs under (province → city → district). */
async function provinceOf(districtId: number): Promise<number> {
  const result = await testDb().execute<{ id: number }>(sql`
    SELECT p.id FROM regions d JOIN regions c ON c.id = d.parent_id JOIN regions p ON p.id = c.parent_id
    WHERE d.id = ${districtId}`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('no province');
  return Number(id);
}

/** A district with a school, a class and a student who has signed in once. */
async function districtWithSignIn() {
  const district = await createDistrict();
  const school = await createSchool({ districtId: district.id });
  const student = await createStudent({ classId: (await createClass({ schoolId: school.id })).id });
  await signIn(t.app, student.loginName, TEST_PASSWORD);
  return { district, school, student };
}

const signInsOf = (page: Page, userId: number) =>
  page.records.filter((entry) => entry.action === 'session.signIn' && entry.actorUserId === userId);

describe('POST /wj/api/audit/list', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: api.audit.list.path, payload: {} })).statusCode).toBe(401);
  });

  it.each([RoleCode.teacher, RoleCode.schoolAdmin, RoleCode.student, RoleCode.customerService])(
    'answers 403 with the no-permission page to role %s',
    async (roleCode) => {
      const user = await createUser({ roles: [{ roleCode }] });
      const response = await authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD)).post(
        api.audit.list.path,
        {},
      );
      expect(response.statusCode).toBe(403);
      expect(body(response)).toMatchObject({ success: false, url: '/client/answerweb/noPermission' });
    },
  );

  it('shows a district admin the entries about their district, not another district’s nor unplaced ones', async () => {
    const mine = await districtWithSignIn();
    const theirs = await districtWithSignIn();
    await recordAudit(testDb(), {
      actorUserId: 1,
      actingAsUserId: null,
      action: 'test.nowhere',
      entityType: 'x',
      entityId: 1,
      before: null,
      after: null,
      ip: null,
      provinceShardId: TEST_SHARD,
    });
    const page = await (await reader(mine.district.id)).list();
    expect(signInsOf(page, mine.student.id)).toHaveLength(1);
    expect(signInsOf(page, theirs.student.id)).toEqual([]);
    expect(page.records.map((entry) => entry.action)).not.toContain('test.nowhere');
    // The total counts only what the reader may see: nothing of the other district leaks through it.
    expect(page.total).toBe(page.records.length);
  });

  it('shows a province admin every entry of the province, unplaced ones too, and none of another province', async () => {
    const one = await districtWithSignIn();
    const two = await districtWithSignIn();
    const nowhere = `test.nowhere.${one.student.id}`;
    for (const provinceShardId of [TEST_SHARD, 11]) {
      await recordAudit(testDb(), {
        actorUserId: 1,
        actingAsUserId: null,
        action: nowhere,
        entityType: 'x',
        entityId: provinceShardId,
        before: null,
        after: null,
        ip: null,
        provinceShardId,
      });
    }
    // Two districts made by the factory hang under two province rows; grant both, as a province admin holds one.
    const provinces = [await provinceOf(one.district.id), await provinceOf(two.district.id)];
    const admin = await createUser({
      roles: provinces.map((regionId) => ({ roleCode: RoleCode.areaAdmin, regionId })),
    });
    const client = authed(t.app, await signIn(t.app, admin.loginName, TEST_PASSWORD));
    const page = body<Page>(await client.post(api.audit.list.path, { pageSize: 100 })).data;
    expect(signInsOf(page, one.student.id)).toHaveLength(1);
    expect(signInsOf(page, two.student.id)).toHaveLength(1);
    const unplaced = body<Page>(await client.post(api.audit.list.path, { action: nowhere })).data;
    expect(unplaced.records.map((entry) => entry.entityId)).toEqual([String(TEST_SHARD)]);
  });

  it('masks addresses and withholds personal fields', async () => {
    const place = await districtWithSignIn();
    const service = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    const agent = authed(t.app, await signIn(t.app, service.loginName, TEST_PASSWORD));
    const edited = await agent.post(api.externalUser.updateUserInfoByCustomer.path, {
      userId: place.student.id,
      userName: '改过名字',
    });
    expect(body(edited).success).toBe(true);
    const page = await (await reader(place.district.id)).list();
    const [signInEntry] = signInsOf(page, place.student.id);
    expect(signInEntry?.ip).toBe('127.0.*.*');
    const edit = page.records.find((entry) => entry.action === 'customer.updateUserInfo');
    expect(edit?.entityId).toBe(String(place.student.id));
    expect(edit?.after).toEqual({ userName: WITHHELD, loginName: WITHHELD, gender: WITHHELD, phone: null });
    expect(JSON.stringify(page.records)).not.toContain('改过名字');
    expect(JSON.stringify(page.records)).not.toContain(place.student.loginName);
  });

  it('refuses a page size over 100 with a clear message', async () => {
    const { ask } = await reader((await createDistrict()).id);
    expect(await ask({ pageSize: 500 })).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('where new entries are placed', () => {
  async function placeOfLast(action: string, entityId: string) {
    const rows = await testDb().select().from(auditLog).where(eq(auditLog.action, action));
    const row = rows.filter((entry) => entry.entityId === entityId).at(-1);
    return { schoolId: row?.schoolId ?? null, regionId: row?.regionId ?? null };
  }

  it('places a student’s sign-in and an account change at the student’s school and district', async () => {
    const { district, school, student } = await districtWithSignIn();
    const [signInRow] = (await testDb().select().from(auditLog).where(eq(auditLog.actorUserId, student.id))).filter(
      (row) => row.action === 'session.signIn',
    );
    expect(signInRow).toMatchObject({ schoolId: school.id, regionId: district.id });
    await recordAudit(testDb(), {
      actorUserId: 1,
      actingAsUserId: null,
      action: 'test.account',
      entityType: 'user',
      entityId: student.id,
      before: null,
      after: null,
      ip: null,
    });
    expect(await placeOfLast('test.account', String(student.id))).toEqual({
      schoolId: school.id,
      regionId: district.id,
    });
  });

  it('places an entry about a class at its school and district', async () => {
    const district = await createDistrict();
    const school = await createSchool({ districtId: district.id });
    const created = await createClass({ schoolId: school.id });
    await recordAudit(testDb(), {
      actorUserId: null,
      actingAsUserId: null,
      action: 'test.class',
      entityType: 'class',
      entityId: created.id,
      before: null,
      after: null,
      ip: null,
    });
    expect(await placeOfLast('test.class', String(created.id))).toEqual({ schoolId: school.id, regionId: district.id });
  });

  it('places an area admin’s own account at their region, an entry about a thing at its doer, and one without a doer nowhere', async () => {
    const district = await createDistrict();
    const admin = await createUser({
      regionId: district.id,
      roles: [{ roleCode: RoleCode.areaAdmin, regionId: district.id }],
    });
    await recordAudit(testDb(), {
      actorUserId: admin.id,
      actingAsUserId: null,
      action: 'test.staff',
      entityType: 'user',
      entityId: admin.id,
      before: null,
      after: null,
      ip: null,
    });
    expect(await placeOfLast('test.staff', String(admin.id))).toEqual({ schoolId: null, regionId: district.id });
    await recordAudit(testDb(), {
      actorUserId: admin.id,
      actingAsUserId: null,
      action: 'test.thing',
      entityType: 'activity',
      entityId: 5,
      before: null,
      after: null,
      ip: null,
    });
    expect(await placeOfLast('test.thing', '5')).toEqual({ schoolId: null, regionId: district.id });
    await recordAudit(testDb(), {
      actorUserId: null,
      actingAsUserId: null,
      action: 'test.nobody',
      entityType: 'activity',
      entityId: 6,
      before: null,
      after: null,
      ip: null,
    });
    expect(await placeOfLast('test.nobody', '6')).toEqual({ schoolId: null, regionId: null });
  });
});

/** The database's own words when it refuses a statement (Drizzle wraps them as the cause). */
async function databaseRefusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    return (error as { cause?: Error }).cause?.message ?? String(error);
  }
}

describe('the audit log itself', () => {
  it('refuses UPDATE and DELETE', async () => {
    await recordAudit(testDb(), {
      actorUserId: 1,
      actingAsUserId: null,
      action: 'test.fixed',
      entityType: 'x',
      entityId: 1,
      before: null,
      after: null,
      ip: null,
      provinceShardId: TEST_SHARD,
    });
    expect(await databaseRefusal(testDb().execute(sql`update audit_log set action = 'changed'`))).toBe(
      'audit_log is append-only',
    );
    expect(await databaseRefusal(testDb().delete(auditLog))).toBe('audit_log is append-only');
  });
});
