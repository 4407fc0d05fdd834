import { SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { fakeServer } from '../../test/calls-on-wire';
import { buildMenu, buildUserInfo } from '../../test/factories';

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
  Object.assign(globalThis.location, { hash: '' });
});

describe("the guard's first calls, sent by the page's first script", () => {
  it('are read by the guard as its own: each reaches the server once', async () => {
    const server = fakeServer();
    const { sendSetUpCallsEarly } = await import('./early-setup-calls');
    sendSetUpCallsEarly();
    expect(server.sent()).toEqual(['GET /wj/api/login/getLogoutConfig', 'GET /wj/api/login/getInfo']);
    const { getLogoutConfig } = await import('../../features/session/api/get-logout-config');
    const { getInfo } = await import('../../features/session/api/get-info');
    await getLogoutConfig();
    await getInfo();
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('carry the session token and the language the app sends', async () => {
    const server = fakeServer();
    document.cookie = 'satoken=tok-9; path=/';
    localStorage.setItem('locale', 'en-US');
    const { sendSetUpCallsEarly } = await import('./early-setup-calls');
    sendSetUpCallsEarly();
    const headers = new Headers(server.fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('satoken')).toBe('tok-9');
    expect(headers.get('Accept-Language')).toBe('en-US');
  });

  it('are not sent when a token arrives in the hash, or the tab already holds the user and menus', async () => {
    const server = fakeServer();
    const { sendSetUpCallsEarly } = await import('./early-setup-calls');
    Object.assign(globalThis.location, { hash: '#token=abc' });
    sendSetUpCallsEarly();
    Object.assign(globalThis.location, { hash: '' });
    const { userStore } = await import('../../shared/stores/user-store');
    userStore.getState().setUserInfo(buildUserInfo());
    userStore.getState().setMenus([buildMenu()]);
    sendSetUpCallsEarly();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it("reads the user store's saved state as the guard does", async () => {
    const { isSessionSetUp } = await import('./early-setup-calls');
    const { userStore } = await import('../../shared/stores/user-store');
    const saved = () => sessionStorage.getItem(SESSION_STORAGE_KEYS.user);
    expect(isSessionSetUp(saved())).toBe(false);
    userStore.getState().setUserInfo(buildUserInfo());
    expect(isSessionSetUp(saved())).toBe(false);
    userStore.getState().setMenus([buildMenu()]);
    expect(isSessionSetUp(saved())).toBe(true);
    expect(isSessionSetUp('not json')).toBe(false);
  });
});
