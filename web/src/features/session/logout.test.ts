import { LOCAL_STORAGE_KEYS, ok, SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import type { BrowserGlobals } from '../../test/browser-globals';
import { buildMenu, buildPlatformConfig, buildRoleInfo, buildUserInfo } from '../../test/factories';

let browser: BrowserGlobals;
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json(ok(null))));

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  browser = installBrowserGlobals();
  Object.assign(globalThis, {
    fetch: fetchMock,
    navigator: { userAgent: 'test' },
    window: { screen: { width: 1280, height: 800 } },
  });
});

const GRADES = [{ dictId: '7', dictType: 'grade', dictLabel: '七年级', dictValue: '7', sort: 7 }];

/** What the browser keeps in the dict store, as local storage holds it. */
function keptDictionaries(): unknown {
  return (JSON.parse(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.dict) ?? 'null') as { state?: unknown } | null)
    ?.state;
}

async function signedInSession() {
  const { userStore } = await import('../../shared/stores/user-store');
  const { permissionStore } = await import('../../shared/stores/permission-store');
  const { loadDict } = await import('../../shared/dict/load-dict');
  userStore.getState().setUserInfo(buildUserInfo());
  userStore.getState().setRole(6, buildRoleInfo());
  userStore.getState().setMenus([buildMenu()]);
  browser.document.cookie = 'satoken=abc; path=/';
  // The flag a confirmed login prompt leaves (use-login-prompts), and a dictionary read through its cache.
  browser.localStorage.setItem(LOCAL_STORAGE_KEYS.showLogin, '1');
  fetchMock.mockResolvedValueOnce(Response.json(ok(GRADES), { headers: { ETag: '"g1"' } }));
  await loadDict('grade');
  browser.localStorage.setItem(LOCAL_STORAGE_KEYS.locale, 'en-US');
  browser.sessionStorage.setItem('somethingElse', 'x');
  fetchMock.mockClear();
  return { userStore, permissionStore };
}

function calledPaths(): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(url, 'http://school.test').pathname);
}

describe('logout', () => {
  it('calls the server, sends the logout beacon and clears stores, cookie and storage', async () => {
    const { userStore } = await signedInSession();
    expect(browser.sessionStorage.getItem(SESSION_STORAGE_KEYS.user)).not.toBeNull();
    expect(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.showLogin)).toBe('1');
    expect(keptDictionaries()).toEqual({ byType: { grade: { version: '"g1"', data: GRADES } } });
    const { logout } = await import('./logout');
    await logout();
    expect(calledPaths()).toEqual(['/buried/send/loginMessage', '/wj/api/sdk/logout']);
    const beacon = new URLSearchParams(fetchMock.mock.calls[0]?.[1]?.body as URLSearchParams);
    expect(beacon.get('event_index')).toBe('00000002');
    expect(beacon.get('user_id')).toBe(String(buildUserInfo().id));
    expect(userStore.getState()).toMatchObject({ userInfo: null, menus: [], currentRole: -1 });
    expect(browser.document.cookie).not.toContain('satoken');
    expect(browser.sessionStorage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
    expect(browser.sessionStorage.getItem('somethingElse')).toBeNull();
    expect(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.showLogin)).toBeNull();
    expect(keptDictionaries()).toEqual({ byType: {} });
    expect(browser.localStorage.getItem(LOCAL_STORAGE_KEYS.locale)).toBe('en-US');
    expect(browser.assigned).toEqual(['/sso/?returnUrl=%2Fclient%2Fanswerweb%2F']);
  });

  it('goes to the third-party logout page when the config asks for it', async () => {
    const { permissionStore } = await signedInSession();
    permissionStore
      .getState()
      .setConfig(buildPlatformConfig({ flag: true, logoutThird: { h5Url: null, webUrl: 'https://idp.test/out' } }));
    const { logout } = await import('./logout');
    await logout();
    expect(browser.assigned).toEqual([
      `https://idp.test/out?redirect=${encodeURIComponent('http://school.test/client/answerweb/')}`,
    ]);
    expect(permissionStore.getState().config).toBeNull();
  });

  it('still clears the browser when the server call fails', async () => {
    const { userStore } = await signedInSession();
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.startsWith('/wj') ? new Response('{}', { status: 500 }) : Response.json(ok(null))),
    );
    const { logout } = await import('./logout');
    await logout();
    expect(userStore.getState().userInfo).toBeNull();
    expect(browser.assigned).toEqual(['/sso/?returnUrl=%2Fclient%2Fanswerweb%2F']);
  });

  it('is not redirected elsewhere by a 401 that lands while logging out', async () => {
    await signedInSession();
    const { logout } = await import('./logout');
    const { endSession } = await import('../../shared/session/end-session');
    const leaving = logout();
    endSession();
    await leaving;
    expect(browser.assigned).toEqual(['/sso/?returnUrl=%2Fclient%2Fanswerweb%2F']);
  });
});
