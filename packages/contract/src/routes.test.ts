import { describe, expect, it } from 'vitest';
import { fillPath, type ApiRoute } from './api/define.js';
import { api } from './api/index.js';
import { appRoutes } from './app-routes.js';

const allCalls = Object.values(api).flatMap((group) => Object.values<ApiRoute>(group));

describe('api route table (§7)', () => {
  it('gives every call a method and an absolute path, each pair once', () => {
    for (const call of allCalls) {
      expect(['GET', 'POST']).toContain(call.method);
      expect(call.path.startsWith('/')).toBe(true);
    }
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds exact spec paths', () => {
    expect(api.login.getInfo).toMatchObject({ method: 'GET', path: '/wj/api/login/getInfo' });
    expect(api.sys.date).toMatchObject({ method: 'GET', path: '/wj/api/sys/date' });
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/wj/api/taskInfo/getActivityGuidePage/:id', { id: 'a b' })).toBe(
      '/wj/api/taskInfo/getActivityGuidePage/a%20b',
    );
    expect(() => fillPath('/x/:id', {})).toThrow('missing path parameter id');
  });
});

describe('app routes (§2)', () => {
  it('are absolute paths, the error pages included', () => {
    for (const path of Object.values(appRoutes)) expect(path.startsWith('/')).toBe(true);
    expect([appRoutes.notFound, appRoutes.noRole, appRoutes.noPermission]).toEqual(['/400', '/401', '/noPermission']);
  });
});
