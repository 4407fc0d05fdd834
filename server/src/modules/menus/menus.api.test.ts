import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type MenuItem } from '@pingjia/contract';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createMenu, createUser, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('GET /wj/api/sdk/platform/getPlatformListByRoleId', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: `${api.sdk.getPlatformListByRoleId.path}?roleId=8` })).statusCode).toBe(401);
  });

  it('returns the role’s menu as a sorted tree, every client side included', async () => {
    const parent = await createMenu({
      roleCode: RoleCode.customerService,
      menuUrl: '',
      sort: 2,
      menuName: 'menu.group',
    });
    await createMenu({
      roleCode: RoleCode.customerService,
      menuUrl: '/customerService/userQuery',
      sort: 1,
      parentId: parent.id,
    });
    await createMenu({ roleCode: RoleCode.customerService, menuUrl: '/adminIndex/page', sort: 1 });
    await createMenu({ roleCode: RoleCode.customerService, menuUrl: '/app/only', sort: 3, appSide: '2' });
    await createMenu({ roleCode: RoleCode.teacher, menuUrl: '/not/mine', sort: 1 });
    const user = await createUser({ roles: [{ roleCode: RoleCode.customerService }] });
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const menu = body<MenuItem[]>(await client.get(api.sdk.getPlatformListByRoleId.path, { roleId: '21' })).data;
    expect(menu.map((m) => m.menuUrl)).toEqual(['/adminIndex/page', '', '/app/only']);
    expect(menu[1]?.children.map((m) => m.menuUrl)).toEqual(['/customerService/userQuery']);
    expect(menu[2]?.appSide).toBe('2');
  });

  it('serves the menus of its own platform code, and none for a link naming another platform', async () => {
    await createMenu({ roleCode: RoleCode.organAdmin, menuUrl: '/adminIndex/oldPage', sort: 1 });
    const user = await createUser({ roles: [{ roleCode: RoleCode.organAdmin }] });
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const roleId = String(RoleCode.organAdmin);
    const own = body<{ platformCode: string }>(await client.get(api.login.getLogoutConfig.path)).data.platformCode;
    const listFor = async (platformCode?: string) =>
      body<MenuItem[]>(
        await client.get(api.sdk.getPlatformListByRoleId.path, { roleId, ...(platformCode ? { platformCode } : {}) }),
      ).data;
    expect((await listFor(own)).map((m) => m.menuUrl)).toContain('/adminIndex/oldPage');
    expect(await listFor(own)).toEqual(await listFor());
    expect(await listFor('another-platform')).toEqual([]);
  });

  it('refuses a role the user does not hold', async () => {
    const user = await createUser({ roles: [{ roleCode: RoleCode.student }] });
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const result = body(await client.get(api.sdk.getPlatformListByRoleId.path, { roleId: '5' }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
  });

  it('refuses a missing role id with a clear message', async () => {
    const user = await createUser();
    const client = authed(t.app, await signIn(t.app, user.loginName, TEST_PASSWORD));
    const result = body(await client.get(api.sdk.getPlatformListByRoleId.path));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});
