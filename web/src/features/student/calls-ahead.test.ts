import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { fakeServer, runQuery } from '../../test/calls-on-wire';
import { buildUserInfo } from '../../test/factories';

const STUDENT = buildUserInfo({ id: 41, provinceShardId: 33, roleIds: '8' });

async function openHome() {
  const { userStore } = await import('../../shared/stores/user-store');
  userStore.getState().setUserInfo(STUDENT);
  userStore.getState().setRole(8, null);
  const { sendCallsAhead } = await import('./calls-ahead');
  const { homePageQueryOptions } = await import('./api/query-home-page');
  const { danmuListQueryOptions } = await import('./api/get-danmu-list');
  const { newMarkQueryOptions, ownNewMarkQuery } = await import('./api/get-new-mark');
  const { DANMU_STORAGE_KEY } = await import('./hooks/danmu-preference');
  return {
    sendCallsAhead,
    // The home's queries as student-home.tsx and danmu-layer.tsx make them.
    pageCalls: (danmuOn: boolean) =>
      Promise.allSettled([
        runQuery(homePageQueryOptions()),
        ...(danmuOn ? [runQuery(danmuListQueryOptions())] : []),
        runQuery(newMarkQueryOptions(ownNewMarkQuery(STUDENT, 8) ?? { roleId: 0, studentId: 0, provinceShardId: 0 })),
      ]),
    switchDanmuOff: () => localStorage.setItem(DANMU_STORAGE_KEY, '0'),
  };
}

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
});

describe('the student home, its calls sent ahead', () => {
  it('sends each call the home makes once, and the home reads the replies sent ahead', async () => {
    const server = fakeServer();
    const home = await openHome();
    home.sendCallsAhead();
    const ahead = server.sent();
    await home.pageCalls(true);
    expect(server.sent()).toEqual(ahead);
    expect(ahead).toEqual([
      'POST /wj/api/index/queryHomePage {}',
      'GET /wj/api/danmu/list',
      'GET /wj/api/index/getNewMark?roleId=8&studentId=41&provinceShardId=33',
    ]);
  });

  it('leaves the bullet comments out when they are switched off on this device', async () => {
    const server = fakeServer();
    const home = await openHome();
    home.switchDanmuOff();
    home.sendCallsAhead();
    await home.pageCalls(false);
    expect(server.sent().filter((call) => call.includes('/danmu/'))).toEqual([]);
    expect(server.sent()).toHaveLength(2);
  });
});
