import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { authed, body, buildTestApp, seal, signIn, type TestApp } from '../../test/harness.js';
import { createClass, createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';

/**
 * A parent acting as a child stands on the binding, on both accounts and on the parent's sign-in:
 * ending the binding, deactivating either account, resetting either password or signing out ends
 * the acting session at once,
 * in whichever store holds the sessions (Redis only where REDIS_URL is set).
 */
const redisUrl = process.env.REDIS_URL;
const stores: { name: string; redis: () => Redis | undefined }[] = [{ name: 'PostgreSQL', redis: () => undefined }];
let redis: Redis | undefined;
if (redisUrl) stores.push({ name: 'Redis', redis: () => redis });

beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(() => {
  redis?.disconnect();
});

type Client = ReturnType<typeof authed>;

/** The calls the finding named: all of them answer 401 once the acting session has ended. */
async function answers(client: Client): Promise<number[]> {
  const responses = await Promise.all([
    client.get(api.login.getInfo.path),
    client.get(api.taskInfo.myTaskInfoOverview.path),
    client.get(api.star.getTabType.path),
  ]);
  return responses.map((response) => response.statusCode);
}

describe.each(stores)('acting ends with what it stood on ($name sessions)', ({ redis: redisOf }) => {
  let t: TestApp;
  let admin: Client;
  let service: Client;
  let schoolClass: Awaited<ReturnType<typeof createClass>>;
  beforeAll(async () => {
    t = await buildTestApp({ redis: redisOf() });
    schoolClass = await createClass();
    const schoolAdmin = await createUser({
      schoolId: schoolClass.schoolId,
      roles: [{ roleCode: RoleCode.schoolAdmin, schoolId: schoolClass.schoolId }],
    });
    admin = await signedIn(schoolAdmin.loginName);
    service = await signedIn((await createUser({ roles: [{ roleCode: RoleCode.customerService }] })).loginName);
  });

  async function signedIn(loginName: string): Promise<Client> {
    return authed(t.app, await signIn(t.app, loginName, TEST_PASSWORD));
  }

  async function actAs(parentClient: Client, studentId: number): Promise<Client> {
    const switched = body<{ token: string }>(
      await parentClient.get(api.userParent.parentsSwitchStudentPasswordFreeLogin.path, {
        studentId: String(studentId),
      }),
    );
    const acting = authed(t.app, switched.data.token);
    expect(await answers(acting)).toEqual([200, 200, 200]);
    return acting;
  }

  /** A child of the admin's school, a bound parent signed in, and the parent acting as the child. */
  async function actingFamily() {
    const child = await createStudent({ classId: schoolClass.id });
    const parent = await createParent({ children: [child.id] });
    const parentClient = await signedIn(parent.loginName);
    return { child, parent, parentClient, acting: await actAs(parentClient, child.id) };
  }

  it('unbinding the child ends the acting session; the parent stays signed in', async () => {
    const { child, parentClient, acting } = await actingFamily();
    const unbound = body(await parentClient.get(api.userParent.unBindParents.path, { studentId: String(child.id) }));
    expect(unbound.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    expect((await parentClient.get(api.login.getInfo.path)).statusCode).toBe(200);
  });

  it('unbinding one child leaves acting for another child, and another parent acting for the same child', async () => {
    const child = await createStudent({ classId: schoolClass.id });
    const sibling = await createStudent({ classId: schoolClass.id });
    const parentClient = await signedIn((await createParent({ children: [child.id, sibling.id] })).loginName);
    const otherClient = await signedIn((await createParent({ children: [child.id] })).loginName);
    const actingAsSibling = await actAs(parentClient, sibling.id);
    const otherActing = await actAs(otherClient, child.id);
    await actAs(parentClient, child.id);
    expect(
      body(await parentClient.get(api.userParent.unBindParents.path, { studentId: String(child.id) })).success,
    ).toBe(true);
    expect(await answers(actingAsSibling)).toEqual([200, 200, 200]);
    expect(await answers(otherActing)).toEqual([200, 200, 200]);
  });

  it('deactivating the child ends the acting session, and the parent cannot switch in again', async () => {
    const { child, parentClient, acting } = await actingFamily();
    const result = body(await admin.post(api.admin.studentUpdateState.path, { userIds: [child.id], state: 0 }));
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    const again = body(
      await parentClient.get(api.userParent.parentsSwitchStudentPasswordFreeLogin.path, {
        studentId: String(child.id),
      }),
    );
    expect(again).toMatchObject({ success: false, code: ErrorCode.AccountDisabled });
  });

  it('deactivating the parent ends the acting session and the parent’s own', async () => {
    const { parent, parentClient, acting } = await actingFamily();
    const result = body(
      await service.post(api.externalUser.batchUpdateStateByCustomer.path, {
        userIds: [parent.id],
        state: 0,
        reason: '家长来电要求停用',
      }),
    );
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    expect((await parentClient.get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('a reset of the child’s password ends the acting session', async () => {
    const { child, acting } = await actingFamily();
    const result = body(
      await admin.post(api.admin.studentBatchResetPassword.path, {
        userIds: [child.id],
        password: await seal(t.app, 'Reset@2026'),
      }),
    );
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
  });

  it('a reset of the parent’s password ends the acting session and the parent’s own', async () => {
    const { child, parentClient, acting } = await actingFamily();
    const result = body(
      await admin.post(api.admin.parentBatchResetPassword.path, {
        userIds: [child.id],
        password: await seal(t.app, 'Reset@2026'),
      }),
    );
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    expect((await parentClient.get(api.login.getInfo.path)).statusCode).toBe(401);
  });

  it('a customer-service reset of the child’s password ends the acting session', async () => {
    const { child, acting } = await actingFamily();
    const result = body(
      await service.post(api.externalUser.batchUpdateUserPW.path, {
        userIds: [child.id],
        password: await seal(t.app, 'Reset@2026'),
        reason: '学生忘记密码',
      }),
    );
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
  });

  it('the child changing their own password ends the acting session, not the child’s own', async () => {
    const { child, acting } = await actingFamily();
    const own = await signedIn(child.loginName);
    const result = body(
      await own.post(api.user.updatePassword.path, {
        oldPassword: await seal(t.app, TEST_PASSWORD),
        password: await seal(t.app, 'Mine@2026x'),
        confirmPassword: await seal(t.app, 'Mine@2026x'),
      }),
    );
    expect(result.success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    expect((await own.get(api.login.getInfo.path)).statusCode).toBe(200);
  });
  it('the parent signing out ends the acting sessions opened from that sign-in, not another device’s', async () => {
    const { parent, parentClient, acting } = await actingFamily();
    const elsewhere = await signedIn(parent.loginName);
    expect(body(await parentClient.get(api.sdk.logout.path)).success).toBe(true);
    expect(await answers(acting)).toEqual([401, 401, 401]);
    expect((await elsewhere.get(api.login.getInfo.path)).statusCode).toBe(200);
  });

  it('signing out while acting ends the acting session and the parent’s sign-in behind it', async () => {
    const { parentClient, acting } = await actingFamily();
    expect(body(await acting.get(api.sdk.logout.path)).success).toBe(true);
    expect((await acting.get(api.login.getInfo.path)).statusCode).toBe(401);
    expect((await parentClient.get(api.login.getInfo.path)).statusCode).toBe(401);
  });
});
