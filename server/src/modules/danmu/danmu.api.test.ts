import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog, danmuMessages } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function as(user: { loginName: string }) {
  return authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
}

describe('bullet comments', () => {
  it('need a session, and only activity admins edit them', async () => {
    expect((await t.app.inject({ method: 'GET', url: api.other.danmuList.path })).statusCode).toBe(401);
    const student = await as(await createStudent());
    expect((await student.post(api.other.danmuSave.path, { content: '加油' })).statusCode).toBe(403);
  });

  it('show students the enabled messages in order; an edit can switch one off (audited)', async () => {
    const admin = await createUser({ roles: [{ roleCode: RoleCode.activityAdminAlt }] });
    const asAdmin = await as(admin);
    const first = body<{ id: number }>(
      await asAdmin.post(api.other.danmuSave.path, { content: '今天也要加油哦！', sort: 2 }),
    );
    await asAdmin.post(api.other.danmuSave.path, { content: '坚持锻炼，身体棒棒！', sort: 1 });
    const student = await as(await createStudent());
    const list = body<{ content: string }[]>(await student.get(api.other.danmuList.path));
    expect(list.data.map((m) => m.content)).toEqual(['坚持锻炼，身体棒棒！', '今天也要加油哦！']);

    await asAdmin.post(api.other.danmuSave.path, {
      id: first.data.id,
      content: '今天也要加油哦！',
      enabled: false,
      sort: 2,
    });
    expect(body<{ content: string }[]>(await student.get(api.other.danmuList.path)).data.map((m) => m.content)).toEqual(
      ['坚持锻炼，身体棒棒！'],
    );
    const audits = await testDb().select().from(auditLog).where(eq(auditLog.action, 'danmu.save'));
    expect(audits).toHaveLength(3);
  });

  it('refuse an empty or overlong message and a missing id, writing nothing', async () => {
    const asAdmin = await as(await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] }));
    const [before] = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(danmuMessages);
    for (const payload of [{ content: '' }, { content: '好'.repeat(41) }]) {
      expect(body(await asAdmin.post(api.other.danmuSave.path, payload))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
    expect(body(await asAdmin.post(api.other.danmuSave.path, { id: 999_999, content: '加油' }))).toMatchObject({
      success: false,
      code: ErrorCode.NotFound,
    });
    const [after] = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(danmuMessages);
    expect(after?.n).toBe(before?.n);
  });
});
