import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type ApiRoute } from '@pingjia/contract';
import { auditLog } from '../../db/schema/index.js';
import { authed, body, buildTestApp, seal, testDb, type TestApp } from '../../test/harness.js';
import {
  createParent,
  createSchool,
  createClass,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createStarRecord } from '../star-calendar/test-factories.js';
import { accountPayload, identityPayload, nextIdCard, signedIn } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const p = api.userParent;

interface ChildView {
  studentId: number;
  userName: string;
  certificateCode: string | null;
}
interface BindView {
  bound: boolean;
  child: ChildView | null;
  accounts: { loginName: string }[];
}

async function childrenOf(client: Awaited<ReturnType<typeof signedIn>>) {
  return body<ChildView[]>(await client.get(p.list.path)).data.map((child) => child.studentId);
}

/** Every call of this issue with the roles it admits; the rest must get 401 without a session and 403 with another role. */
const CALLS: { route: ApiRoute; roles: RoleCode[] }[] = [
  { route: p.list, roles: [RoleCode.parent] },
  { route: p.bindParents, roles: [RoleCode.parent] },
  { route: p.unBindParents, roles: [RoleCode.parent] },
  { route: p.parentsSwitchStudentPasswordFreeLogin, roles: [RoleCode.parent] },
  { route: p.checkPWDByUserId, roles: [RoleCode.parent] },
  { route: p.getParentByChildId, roles: [RoleCode.parent, RoleCode.student] },
  ...Object.values(api.star).map((route) => ({ route, roles: [RoleCode.parent, RoleCode.student] })),
];

describe('who may call the parents API', () => {
  it.each(CALLS)('$route.path needs a session', async ({ route }) => {
    expect((await t.app.inject({ method: route.method, url: route.path })).statusCode).toBe(401);
  });

  it.each(CALLS)('$route.path refuses a teacher with 403 and the no-permission page', async ({ route }) => {
    const teacher = await signedIn(t.app, (await createTeacher()).loginName);
    const response = route.method === 'GET' ? await teacher.get(route.path) : await teacher.post(route.path, {});
    expect(response.statusCode).toBe(403);
    expect(body(response).url).toBe('/client/answerweb/noPermission');
  });

  it('refuses a student the parent-only calls', async () => {
    const student = await signedIn(t.app, (await createStudent()).loginName);
    for (const { route } of CALLS.filter((call) => !call.roles.includes(RoleCode.student))) {
      const response = route.method === 'GET' ? await student.get(route.path) : await student.post(route.path, {});
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('binding by account and password', () => {
  it('binds with the right password and lists the child with a masked certificate code', async () => {
    const idCard = nextIdCard();
    const child = await createStudent({ idCard });
    const parent = await createParent();
    const client = await signedIn(t.app, parent.loginName);
    const result = body<BindView>(
      await client.post(p.bindParents.path, await accountPayload(t.app, child.loginName, TEST_PASSWORD)),
    );
    expect(result.success).toBe(true);
    expect(result.data.bound).toBe(true);
    const [listed] = body<ChildView[]>(await client.get(p.list.path)).data;
    expect(listed).toMatchObject({ studentId: child.id, userName: child.userName });
    expect(listed?.certificateCode).toBe(`${idCard.slice(0, 4)}**********${idCard.slice(-4)}`);
  });

  it('refuses a wrong password and binds nothing', async () => {
    const child = await createStudent();
    const parent = await createParent();
    const client = await signedIn(t.app, parent.loginName);
    const result = body(
      await client.post(p.bindParents.path, await accountPayload(t.app, child.loginName, 'Wrong@2026')),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.InvalidCredentials });
    expect(await childrenOf(client)).toEqual([]);
  });

  it('refuses the same child twice', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const client = await signedIn(t.app, parent.loginName);
    const result = body(
      await client.post(p.bindParents.path, await accountPayload(t.app, child.loginName, TEST_PASSWORD)),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.Conflict });
    expect(await childrenOf(client)).toEqual([child.id]);
  });

  it('lets a second parent bind the same child, and both see each other', async () => {
    const child = await createStudent();
    const first = await createParent({ userName: '王爸爸', children: [child.id] });
    const second = await createParent({ userName: '王妈妈' });
    const client = await signedIn(t.app, second.loginName);
    expect(
      body<BindView>(await client.post(p.bindParents.path, await accountPayload(t.app, child.loginName, TEST_PASSWORD)))
        .data.bound,
    ).toBe(true);
    const parents = body<{ parentId: number }[]>(
      await client.get(p.getParentByChildId.path, { studentId: String(child.id) }),
    );
    expect(parents.data.map((entry) => entry.parentId).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses an account that is not a student', async () => {
    const teacher = await createTeacher();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const result = body(
      await client.post(p.bindParents.path, await accountPayload(t.app, teacher.loginName, TEST_PASSWORD)),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });
});

describe('binding by personal information', () => {
  it('says so when nothing matches', async () => {
    const school = await createSchool();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const result = body(
      await client.post(
        p.bindParents.path,
        await identityPayload(t.app, { userName: '无此人', schoolId: school.id, idCard: nextIdCard() }),
      ),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(result.message).toContain('未找到匹配的学生账号');
  });

  it('binds the one matching account', async () => {
    const idCard = nextIdCard();
    const child = await createStudent({ userName: '赵一鸣', idCard });
    const client = await signedIn(t.app, (await createParent()).loginName);
    const result = body<BindView>(
      await client.post(
        p.bindParents.path,
        await identityPayload(t.app, { userName: '赵一鸣', schoolId: child.schoolId ?? 0, idCard }),
      ),
    );
    expect(result.data).toMatchObject({ bound: true, child: { studentId: child.id } });
  });

  it('asks to choose among several accounts, then binds the chosen one with type 3', async () => {
    const idCard = nextIdCard();
    const place = await createClass();
    const one = await createStudent({ userName: '钱多多', idCard, classId: place.id });
    const two = await createStudent({ userName: '钱多多', idCard, classId: place.id });
    const client = await signedIn(t.app, (await createParent()).loginName);
    const identity = { userName: '钱多多', schoolId: place.schoolId, idCard };
    const choice = body<BindView>(await client.post(p.bindParents.path, await identityPayload(t.app, identity)));
    expect(choice.data.bound).toBe(false);
    expect(choice.data.accounts.map((a) => a.loginName).sort()).toEqual([one.loginName, two.loginName].sort());
    expect(await childrenOf(client)).toEqual([]);

    const confirmed = body<BindView>(
      await client.post(p.bindParents.path, await identityPayload(t.app, identity, two.loginName)),
    );
    expect(confirmed.data).toMatchObject({ bound: true, child: { studentId: two.id } });
    expect(await childrenOf(client)).toEqual([two.id]);
  });

  it('applies the §5 certificate rules to the opened code', async () => {
    const school = await createSchool();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const result = body(
      await client.post(
        p.bindParents.path,
        await identityPayload(t.app, { userName: '赵一鸣', schoolId: school.id, idCard: '110101199001011234' }),
      ),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('the bind rate limit', () => {
  it('refuses every attempt after five failures, even a right one, until the window passes', async () => {
    // Its own app: the clock moves on here, which would make the other tests' sealed values stale.
    const limitedApp = await buildTestApp();
    const child = await createStudent();
    const client = await signedIn(limitedApp.app, (await createParent()).loginName);
    for (let i = 0; i < 5; i += 1) {
      const failed = body(
        await client.post(p.bindParents.path, await accountPayload(limitedApp.app, child.loginName, 'Wrong@2026')),
      );
      expect(failed.code).toBe(ErrorCode.InvalidCredentials);
    }
    const limited = body(
      await client.post(p.bindParents.path, await accountPayload(limitedApp.app, child.loginName, TEST_PASSWORD)),
    );
    expect(limited).toMatchObject({ success: false, code: ErrorCode.RateLimited });
    expect(await childrenOf(client)).toEqual([]);
    limitedApp.clock.advance(15 * 60_000 + 1);
    const later = body<BindView>(
      await client.post(
        p.bindParents.path,
        await accountPayload(limitedApp.app, child.loginName, TEST_PASSWORD, limitedApp.clock.now().getTime()),
      ),
    );
    expect(later.data.bound).toBe(true);
  });
});

describe('the bind rate limit, with attempts sent at once', () => {
  it('checks no more than five of twenty wrong passwords sent together', async () => {
    const child = await createStudent();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const payloads = await Promise.all(
      Array.from({ length: 20 }, () => accountPayload(t.app, child.loginName, 'Wrong@2026')),
    );
    const results = (await Promise.all(payloads.map((payload) => client.post(p.bindParents.path, payload)))).map(
      (response) => body(response).code,
    );
    expect(results.filter((code) => code === ErrorCode.InvalidCredentials)).toHaveLength(5);
    expect(results.filter((code) => code === ErrorCode.RateLimited)).toHaveLength(15);
  });

  it('does not count a bind that went through, nor one refused before the password was checked', async () => {
    const client = await signedIn(t.app, (await createParent()).loginName);
    for (let i = 0; i < 5; i += 1) {
      const payload = await accountPayload(t.app, (await createStudent()).loginName, TEST_PASSWORD);
      expect(body<BindView>(await client.post(p.bindParents.path, payload)).data.bound).toBe(true);
      // The same sealed password again: refused as a replay before any check.
      expect(body(await client.post(p.bindParents.path, payload)).code).toBe(ErrorCode.InvalidCiphertext);
    }
    const wrong = await accountPayload(t.app, (await createStudent()).loginName, 'Wrong@2026');
    expect(body(await client.post(p.bindParents.path, wrong)).code).toBe(ErrorCode.InvalidCredentials);
  });
});

describe('unbinding and reaching a child', () => {
  it('unbinds only the caller’s own binding, once', async () => {
    const child = await createStudent();
    const other = await createParent({ children: [child.id] });
    const parent = await createParent({ children: [child.id] });
    const client = await signedIn(t.app, parent.loginName);
    expect(body(await client.get(p.unBindParents.path, { studentId: String(child.id) })).success).toBe(true);
    expect(await childrenOf(client)).toEqual([]);
    expect(body(await client.get(p.unBindParents.path, { studentId: String(child.id) }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(await childrenOf(await signedIn(t.app, other.loginName))).toEqual([child.id]);
  });

  it('answers a child that is not bound exactly like a missing one', async () => {
    const stranger = await createStudent();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const unbound = body(await client.get(p.getParentByChildId.path, { studentId: String(stranger.id) }));
    const missing = body(await client.get(p.getParentByChildId.path, { studentId: '999999' }));
    expect(unbound).toEqual(missing);
    expect(unbound.code).toBe(ErrorCode.NotFound);
    expect(body(await client.get(p.checkPWDByUserId.path, { userId: String(stranger.id) })).code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('tells a parent whether a bound child still has the initial password', async () => {
    const child = await createStudent({ passwordIsInitial: true });
    const client = await signedIn(t.app, (await createParent({ children: [child.id] })).loginName);
    expect(body(await client.get(p.checkPWDByUserId.path, { userId: String(child.id) })).data).toBe(true);
  });
});

describe('acting for a child without the child’s password', () => {
  it('refuses a child that is not bound', async () => {
    const stranger = await createStudent();
    const client = await signedIn(t.app, (await createParent()).loginName);
    const result = body(
      await client.get(p.parentsSwitchStudentPasswordFreeLogin.path, { studentId: String(stranger.id) }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });

  it('gives a bound child’s view, whose writes are audited with both ids, and the way back', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const client = await signedIn(t.app, parent.loginName);
    const { token } = body<{ token: string }>(
      await client.get(p.parentsSwitchStudentPasswordFreeLogin.path, { studentId: String(child.id) }),
    ).data;
    const acting = authed(t.app, token);
    expect(body<{ id: number }>(await acting.get(api.login.getInfo.path)).data.id).toBe(child.id);
    const record = await createStarRecord(child.id);
    expect(body(await acting.post(api.star.deleteRecord.path, { id: record.id })).success).toBe(true);
    const [entry] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'starRecord.delete'), eq(auditLog.entityId, String(record.id))));
    expect(entry).toMatchObject({ actorUserId: parent.id, actingAsUserId: child.id });
    const back = body<{ token: string }>(await acting.post(api.login.endActing.path));
    const role = body<{ roleCode: number }>(
      await authed(t.app, back.data.token).get(api.login.getRoleInfoByUserId.path),
    );
    expect(role.data.roleCode).toBe(RoleCode.parent);
  });
});

describe('parent sign-in', () => {
  it('signs a parent in to the parent home', async () => {
    const parent = await createParent();
    const result = body<{ token: string; redirectUrl: string }>(
      await t.app.inject({
        method: 'POST',
        url: api.login.parentLogin.path,
        payload: { loginName: parent.loginName, password: await seal(t.app, TEST_PASSWORD) },
      }),
    );
    expect(result.data.redirectUrl).toMatch(/^\/client\/answerweb\/parentIndex\?roleId=9#token=/);
  });

  it('answers 400 user type incorrect to another account type', async () => {
    const teacher = await createTeacher();
    const response = await t.app.inject({
      method: 'POST',
      url: api.login.parentLogin.path,
      payload: { loginName: teacher.loginName, password: await seal(t.app, TEST_PASSWORD) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('certificate codes never leave in full', () => {
  it('appears in no reply of the parents API', async () => {
    const idCard = nextIdCard();
    const child = await createStudent({ userName: '孙小雨', idCard });
    const parent = await createParent();
    const client = await signedIn(t.app, parent.loginName);
    const replies = [
      await client.post(
        p.bindParents.path,
        await identityPayload(t.app, { userName: '孙小雨', schoolId: child.schoolId ?? 0, idCard }),
      ),
      await client.get(p.list.path),
      await client.get(p.getParentByChildId.path, { studentId: String(child.id) }),
      await client.get(api.star.listChildren.path),
    ];
    for (const reply of replies) {
      expect(reply.body).not.toContain(idCard);
      expect(reply.body).not.toContain(idCard.slice(4, 14));
    }
    const [view] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'identity.view'), eq(auditLog.actorUserId, parent.id)));
    expect(view?.after).toMatchObject({ studentIds: [child.id], masked: true });
  });
});
