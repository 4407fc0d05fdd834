import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createAreaAdmin, createTeacher, createUser, TEST_PASSWORD, TEST_SHARD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

interface Page {
  records: { action: string; actorUserId: number | null }[];
  total: number;
}

describe('POST /wj/api/audit/list', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: api.audit.list.path, payload: {} })).statusCode).toBe(401);
  });

  it.each([RoleCode.teacher, RoleCode.schoolAdmin, RoleCode.student])(
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

  it('pages the province’s entries for an area admin, newest first, without other provinces', async () => {
    const admin = await createAreaAdmin();
    const token = await signIn(t.app, admin.loginName, TEST_PASSWORD);
    await recordAudit(testDb(), {
      actorUserId: 1,
      actingAsUserId: null,
      action: 'test.elsewhere',
      entityType: 'x',
      entityId: 1,
      before: null,
      after: null,
      ip: null,
      provinceShardId: 11,
    });
    const teacher = await createTeacher();
    await authed(t.app, await signIn(t.app, teacher.loginName, TEST_PASSWORD)).get(api.user.updateLoginPrompt.path, {
      showLoginPrompt: 'true',
    });
    const page = body<Page>(await authed(t.app, token).post(api.audit.list.path, { pageIndex: 1, pageSize: 2 }));
    expect(page.success).toBe(true);
    expect(page.data.records).toHaveLength(2);
    expect(page.data.records[0]?.action).toBe('user.updateLoginPrompt');
    expect(page.data.total).toBeGreaterThanOrEqual(3);
    const filtered = body<Page>(await authed(t.app, token).post(api.audit.list.path, { action: 'test.elsewhere' }));
    expect(filtered.data.total).toBe(0);
  });

  it('refuses a page size over 100 with a clear message', async () => {
    const admin = await createAreaAdmin();
    const token = await signIn(t.app, admin.loginName, TEST_PASSWORD);
    const result = body(await authed(t.app, token).post(api.audit.list.path, { pageSize: 500 }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
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
