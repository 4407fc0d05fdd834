import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { buildContext } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/sessions/types.js';
import { authed, body, buildTestApp, signIn, testDb, TEST_PII_KEY, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { startActing } from './acting.js';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = buildContext({ config: { ...loadConfig({}), dataDir: t.dataDir }, db: testDb(), piiKey: TEST_PII_KEY });
});

/** The parent's live session, as the auth hook would hand it to a handler. */
async function parentSession(loginName: string): Promise<{ token: string; session: Session }> {
  const token = await signIn(t.app, loginName, TEST_PASSWORD);
  const stored = await ctx.sessions.findByToken(token);
  if (!stored) throw new Error('no session');
  return { token, session: stored };
}

describe('acting as a linked child', () => {
  it('gives a student session that records the parent, and the way back rotates the parent token', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const { token: parentToken, session } = await parentSession(parent.loginName);

    const { token: childToken } = await startActing(ctx, session, child.id, '127.0.0.1');
    const asChild = body<{ id: number }>(await authed(t.app, childToken).get(api.login.getInfo.path));
    expect(asChild.data.id).toBe(child.id);
    const role = body<{ roleCode: number }>(await authed(t.app, childToken).get(api.login.getRoleInfoByUserId.path));
    expect(role.data.roleCode).toBe(RoleCode.student);

    const back = await authed(t.app, childToken).post('/wj/api/login/endActing');
    const fresh = body<{ token: string }>(back).data.token;
    expect((await authed(t.app, childToken).get(api.login.getInfo.path)).statusCode).toBe(401);
    expect((await authed(t.app, parentToken).get(api.login.getInfo.path)).statusCode).toBe(401);
    expect(body<{ id: number }>(await authed(t.app, fresh).get(api.login.getInfo.path)).data.id).toBe(parent.id);

    const actions = await testDb().select().from(auditLog).where(eq(auditLog.actorUserId, parent.id));
    const start = actions.find((a) => a.action === 'acting.start');
    const end = actions.find((a) => a.action === 'acting.end');
    expect(start).toMatchObject({ actingAsUserId: child.id });
    expect(end).toMatchObject({ actingAsUserId: child.id });
  });

  it('audits a write made while acting with both the parent and the child', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const { session } = await parentSession(parent.loginName);
    const { token } = await startActing(ctx, session, child.id, null);
    await authed(t.app, token).get(api.user.updateLoginPrompt.path, { showLoginPrompt: 'false' });
    const [entry] = await testDb().select().from(auditLog).where(eq(auditLog.action, 'user.updateLoginPrompt'));
    expect(entry).toMatchObject({ actorUserId: parent.id, actingAsUserId: child.id, entityId: String(child.id) });
  });

  it('treats a child who is not linked like a missing one', async () => {
    const stranger = await createStudent();
    const parent = await createParent();
    const { session } = await parentSession(parent.loginName);
    await expect(startActing(ctx, session, stranger.id, null)).rejects.toMatchObject({ code: ErrorCode.NotFound });
    await expect(startActing(ctx, session, 999_999, null)).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('answers 400 "user type incorrect" for a linked account that is not a student', async () => {
    const teacher = await createTeacher();
    const parent = await createParent({ children: [teacher.id] });
    const { session } = await parentSession(parent.loginName);
    await expect(startActing(ctx, session, teacher.id, null)).rejects.toMatchObject({ httpStatus: 400 });
  });

  it('does not bring back a parent session that was signed out meanwhile', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const { session } = await parentSession(parent.loginName);
    const { token } = await startActing(ctx, session, child.id, null);
    await ctx.sessions.revoke(session.sessionId, new Date());
    const result = body(await authed(t.app, token).post('/wj/api/login/endActing'));
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
    expect((await authed(t.app, token).get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('refuses to end acting in a session that is not acting', async () => {
    const user = await createStudent();
    const token = await signIn(t.app, user.loginName, TEST_PASSWORD);
    const result = body(await authed(t.app, token).post('/wj/api/login/endActing'));
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });

  it('needs a session to end acting', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/wj/api/login/endActing' })).statusCode).toBe(401);
  });
});
