import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode, type RoleInfo, type UserInfo } from '@pingjia/contract';
import { loadConfig } from '../../config.js';
import { authed, body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createClass, createParent, createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function tokenOf(user: { loginName: string }): Promise<string> {
  return signIn(t.app, user.loginName, TEST_PASSWORD);
}

describe('GET /wj/api/login/getInfo', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: api.login.getInfo.path })).statusCode).toBe(401);
  });

  it('describes the caller with school, grade and class, and nothing secret', async () => {
    const place = await createClass({ name: '3班' });
    const student = await createStudent({
      classId: place.id,
      userName: '王小丫',
      showLoginPrompt: true,
      idCard: '330106201303150318',
    });
    const response = await authed(t.app, await tokenOf(student)).get(api.login.getInfo.path, { timestamp: '1' });
    const info = body<UserInfo>(response).data;
    expect(info).toMatchObject({
      id: student.id,
      userName: '王小丫',
      loginName: student.loginName,
      gender: '1',
      roleIds: '8',
      roleNames: 'student',
      classId: place.id,
      className: '3班',
      gradeName: '七年级',
      studentClass: '七年级3班',
      provinceName: '浙江省',
      cityName: '杭州市',
      distinctName: '西湖区',
      showLoginPrompt: true,
      provinceShardId: 33,
    });
    expect(info.schoolName).toBe(info.organizationName);
    expect(response.body).not.toMatch(/passwordHash|certificate|330106201303150318|argon2/);
  });
});

describe('GET /wj/api/login/getRoleInfoByUserId', () => {
  it('lists every role the user holds and the current one', async () => {
    const user = await createUser({ roles: [{ roleCode: RoleCode.teacher }, { roleCode: RoleCode.areaAdmin }] });
    const info = body<RoleInfo>(await authed(t.app, await tokenOf(user)).get(api.login.getRoleInfoByUserId.path)).data;
    expect(info.roleCode).toBe(RoleCode.teacher);
    expect(info.roleInfoList).toEqual([
      { roleId: 7, roleCode: 7, roleName: 'teacher' },
      { roleId: 5, roleCode: 5, roleName: 'areaAdmin' },
    ]);
  });

  it('switches the session to a held role, which then unlocks that role’s calls', async () => {
    const user = await createUser({ roles: [{ roleCode: RoleCode.teacher }, { roleCode: RoleCode.areaAdmin }] });
    const client = authed(t.app, await tokenOf(user));
    expect((await client.post(api.audit.list.path, {})).statusCode).toBe(403);
    const switched = body<RoleInfo>(await client.get(api.login.getRoleInfoByUserId.path, { roleIds: '5' }));
    expect(switched.data.roleCode).toBe(RoleCode.areaAdmin);
    expect((await client.post(api.audit.list.path, {})).statusCode).toBe(200);
  });

  it('refuses a role the user does not hold and keeps the current one', async () => {
    const user = await createUser({ roles: [{ roleCode: RoleCode.teacher }] });
    const client = authed(t.app, await tokenOf(user));
    const refused = body(await client.get(api.login.getRoleInfoByUserId.path, { roleIds: '5' }));
    expect(refused).toMatchObject({ success: false, code: ErrorCode.NotAllowed, message: '当前账号没有该角色' });
    expect(body<RoleInfo>(await client.get(api.login.getRoleInfoByUserId.path)).data.roleCode).toBe(RoleCode.teacher);
  });

  it('refuses a role id that is not a number', async () => {
    const user = await createUser();
    const result = body(
      await authed(t.app, await tokenOf(user)).get(api.login.getRoleInfoByUserId.path, { roleIds: 'admin' }),
    );
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });

  it('names a parent’s first linked child as the managed student', async () => {
    const child = await createStudent();
    const parent = await createParent({ children: [child.id] });
    const info = body<RoleInfo>(
      await authed(t.app, await tokenOf(parent)).get(api.login.getRoleInfoByUserId.path),
    ).data;
    expect(info.manageName.studentId).toBe(child.id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: api.login.getRoleInfoByUserId.path })).statusCode).toBe(401);
  });
});

describe('GET /wj/api/login/checkUserIdByToken', () => {
  it('is true for the session’s own user and false for anyone else', async () => {
    const user = await createUser();
    const other = await createUser();
    const client = authed(t.app, await tokenOf(user));
    expect(body(await client.get(api.login.checkUserIdByToken.path, { userId: String(user.id) })).data).toBe(true);
    expect(body(await client.get(api.login.checkUserIdByToken.path, { userId: String(other.id) })).data).toBe(false);
  });

  it('needs a session and a numeric id', async () => {
    expect((await t.app.inject({ url: `${api.login.checkUserIdByToken.path}?userId=1` })).statusCode).toBe(401);
    const user = await createUser();
    const result = body(await authed(t.app, await tokenOf(user)).get(api.login.checkUserIdByToken.path));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('GET /wj/api/login/getLogoutConfig', () => {
  it('answers without a session with the platform’s own sign-in page on the public origin', async () => {
    const { publicOrigin } = loadConfig({});
    const result = body(await t.app.inject({ url: api.login.getLogoutConfig.path }));
    expect(result.data).toEqual({
      flag: false,
      url: `${publicOrigin}/sso/`,
      domain: publicOrigin,
      uploadDomain: '',
      platformCode: 'pingjia',
      logoutThird: { h5Url: null, webUrl: null },
    });
  });

  it('serves every §3 field from the deployment’s settings', async () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://pingjia.example.cn',
      LOGOUT_THIRD_FLAG: 'true',
      LOGOUT_THIRD_WEB_URL: 'https://idp.example.cn/logout?app=pj',
      LOGOUT_THIRD_H5_URL: 'https://m.idp.example.cn/logout',
      UPLOAD_DOMAIN: 'https://files.example.cn',
      PLATFORM_CODE: 'zj-eval',
    });
    const configured = await buildTestApp({ config: { publicOrigin: config.publicOrigin, platform: config.platform } });
    const result = body(await configured.app.inject({ url: api.login.getLogoutConfig.path }));
    expect(result.data).toEqual({
      flag: true,
      url: 'https://pingjia.example.cn/sso/',
      domain: 'https://pingjia.example.cn',
      uploadDomain: 'https://files.example.cn',
      platformCode: 'zj-eval',
      logoutThird: { h5Url: 'https://m.idp.example.cn/logout', webUrl: 'https://idp.example.cn/logout?app=pj' },
    });
  });

  it('does not take url or domain from the request’s Host', async () => {
    const { publicOrigin } = loadConfig({});
    const result = body<{ url: string; domain: string }>(
      await t.app.inject({
        url: api.login.getLogoutConfig.path,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      }),
    );
    expect(result.data).toMatchObject({ url: `${publicOrigin}/sso/`, domain: publicOrigin });
    expect(JSON.stringify(result.data)).not.toContain('evil.example');
  });
});
