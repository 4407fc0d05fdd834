import { api, ok, TOKEN_HEADER } from '@pingjia/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { buildMenu, buildPlatformConfig, buildRoleInfo, buildUserInfo } from '../../test/factories';

const CLIENT = 'http://school.test/client/answerweb/';

/** The server the guard talks to while it sets up a student's session. */
const replies: Record<string, unknown> = {
  [api.login.getLogoutConfig.path]: buildPlatformConfig(),
  [api.login.getInfo.path]: buildUserInfo(),
  [api.user.getSchoolYearByUser.path]: { isEnterSchool: false },
  [api.login.checkUserIdByToken.path]: true,
  [api.login.getRoleInfoByUserId.path]: buildRoleInfo(),
  [api.sdk.getPlatformListByRoleId.path]: [buildMenu()],
};
const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(Response.json(ok(replies[new URL(url, CLIENT).pathname] ?? null))),
);

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  installBrowserGlobals();
  Object.assign(globalThis, {
    fetch: fetchMock,
    navigator: { userAgent: 'test' },
    window: { screen: { width: 1280, height: 800 } },
    history: { state: null, replaceState: vi.fn() },
  });
});

/** Opens the client root with `hash` in the address bar, as an identity provider's redirect does. */
async function arriveWith(hash: string) {
  Object.assign(globalThis.location, { pathname: '/client/answerweb/', search: '', hash });
  const { guardLoader } = await import('./guard-loader');
  // A loader is only ever handed the request by the router; params and context are unused here.
  const args = { request: new Request(CLIENT), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
  return guardLoader(args);
}

/** The login-channel beacons the page posted, as the tracking server receives them. */
function loginBeacons() {
  return fetchMock.mock.calls
    .filter(([url]) => new URL(url, CLIENT).pathname === api.tracking.loginMessage.path)
    .map(([, init]) => ({
      fields: new URLSearchParams(init?.body as URLSearchParams),
      token: new Headers(init?.headers).get(TOKEN_HEADER),
    }));
}

describe('the login beacon of a third-party sign-in (§2 guard step 2, §9 event 00000001)', () => {
  it('sends event 00000001 on the login channel, with the new token, when a third-party token arrives', async () => {
    await arriveWith('#token=third_abc123');
    const beacons = loginBeacons();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.fields.get('event_index')).toBe('00000001');
    expect(beacons[0]?.token).toBe('third_abc123');
  });

  it('sends no login beacon for a token of our own sign-in page', async () => {
    await arriveWith('#token=abc123');
    expect(loginBeacons()).toEqual([]);
  });
});
