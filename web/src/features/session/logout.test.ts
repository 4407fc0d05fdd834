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

const THIRD_PARTY = { webUrl: 'https://idp.test/out', h5Url: 'https://m.idp.test/out?from=pj' };
const BACK_TO_CLIENT = encodeURIComponent('http://school.test/client/answerweb/');
const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  androidPhone: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
};

/** Signed in on a device with the given user agent, under a platform config with `overrides`. */
async function signedInOn(userAgent: string, overrides: Parameters<typeof buildPlatformConfig>[0]) {
  Object.assign(globalThis, { navigator: { userAgent } });
  const { permissionStore } = await signedInSession();
  permissionStore.getState().setConfig(buildPlatformConfig(overrides));
}

describe('where logout and an ended session go (§2 logout, §8 401)', () => {
  it.each([
    ['a desktop', USER_AGENTS.desktop, `https://idp.test/out?redirect=${BACK_TO_CLIENT}`],
    ['an Android phone', USER_AGENTS.androidPhone, `https://m.idp.test/out?from=pj&redirect=${BACK_TO_CLIENT}`],
    ['an iPad', USER_AGENTS.iPad, `https://m.idp.test/out?from=pj&redirect=${BACK_TO_CLIENT}`],
  ])('logout on %s goes to its third-party sign-out page, with the way back', async (_device, userAgent, expected) => {
    await signedInOn(userAgent, { flag: true, logoutThird: THIRD_PARTY });
    const { logout } = await import('./logout');
    await logout();
    expect(browser.assigned).toEqual([expected]);
  });

  it('sends a phone to the web page when no h5 page is configured', async () => {
    await signedInOn(USER_AGENTS.androidPhone, { flag: true, logoutThird: { ...THIRD_PARTY, h5Url: null } });
    const { logout } = await import('./logout');
    await logout();
    expect(browser.assigned).toEqual([`https://idp.test/out?redirect=${BACK_TO_CLIENT}`]);
  });

  it('keeps our own sign-in page while the flag is off, even with pages configured', async () => {
    await signedInOn(USER_AGENTS.androidPhone, { flag: false, logoutThird: THIRD_PARTY });
    const { logout } = await import('./logout');
    await logout();
    expect(browser.assigned).toEqual(['/sso/?returnUrl=%2Fclient%2Fanswerweb%2F']);
  });

  it('sends a phone whose session ended (401) to the h5 page, coming back to the page it was on', async () => {
    await signedInOn(USER_AGENTS.androidPhone, { flag: true, logoutThird: THIRD_PARTY });
    Object.assign(globalThis.location, { pathname: '/client/answerweb/stuIndex', search: '' });
    const { endSession } = await import('../../shared/session/end-session');
    endSession();
    expect(browser.assigned).toEqual([
      `https://m.idp.test/out?from=pj&redirect=${encodeURIComponent('http://school.test/client/answerweb/stuIndex')}`,
    ]);
  });
});
