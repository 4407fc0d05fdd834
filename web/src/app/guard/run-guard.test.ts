import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@pingjia/contract';
import { installBrowserGlobals } from '../../test/browser-globals';
import { buildMenu, buildPlatformConfig, buildRoleInfo, buildUserInfo } from '../../test/factories';
import type { GuardCalls, GuardCallsAhead, GuardDeps } from './run-guard';

const STUDENT_MENUS: MenuItem[] = [
  buildMenu({ id: 2, sort: 2, menuUrl: '/stuIndex/personCenter', menuName: 'menu.personalCenter' }),
  buildMenu({ id: 1, sort: 1, menuUrl: '/stuIndex', menuName: 'menu.home' }),
  buildMenu({ id: 3, sort: 3, appSide: '2', menuUrl: '/appOnly', menuName: 'menu.secondPage' }),
];
const ADMIN_MENUS: MenuItem[] = [
  buildMenu({ id: 10, menuUrl: '/adminIndex/page', menuName: 'menu.home' }),
  buildMenu({ id: 11, sort: 2, menuUrl: '/adminIndex/basis/class', menuName: 'menu.classManage' }),
];

function fakeCalls(overrides: Partial<GuardCalls> = {}) {
  return {
    getLogoutConfig: vi.fn(() => Promise.resolve(buildPlatformConfig())),
    getInfo: vi.fn(() => Promise.resolve(buildUserInfo())),
    getSchoolYearByUser: vi.fn(() => Promise.resolve({ isEnterSchool: false })),
    checkUserIdByToken: vi.fn(() => Promise.resolve(true)),
    getRoleInfoByUserId: vi.fn((roleId: number) => Promise.resolve(buildRoleInfo({ roleCode: roleId }))),
    getPlatformListByRoleId: vi.fn((roleId: number) => Promise.resolve(roleId === 8 ? STUDENT_MENUS : ADMIN_MENUS)),
    ...overrides,
  };
}

/** Records what the guard sends ahead; the fake calls answer whenever they are made. */
function fakeAhead(): { [K in keyof GuardCallsAhead]: ReturnType<typeof vi.fn<GuardCallsAhead[K]>> } {
  return {
    getLogoutConfig: vi.fn(),
    getInfo: vi.fn(),
    getSchoolYearByUser: vi.fn(),
    checkUserIdByToken: vi.fn(),
    getRoleInfoByUserId: vi.fn(),
    getPlatformListByRoleId: vi.fn(),
  };
}

async function buildGuard(calls = fakeCalls()) {
  const { userStore } = await import('../../shared/stores/user-store');
  const { permissionStore } = await import('../../shared/stores/permission-store');
  const { runGuard } = await import('./run-guard');
  const { switchRole } = await import('./switch-role');
  const deps = {
    calls,
    sendAhead: fakeAhead(),
    dropSentAhead: vi.fn(),
    userStore,
    permissionStore,
    writeToken: vi.fn(),
    clearHash: vi.fn(),
    trackThirdPartyLogin: vi.fn(),
    log: vi.fn(),
  } satisfies GuardDeps;
  const go = (pathname: string, search = '', hash = '') => runGuard({ pathname, search, hash }, deps);
  const { sendSetUpAhead } = await import('./run-guard');
  const sendFirstCalls = (pathname: string, hash = '') => sendSetUpAhead({ pathname, search: '', hash }, deps);
  return {
    deps,
    calls,
    go,
    sendFirstCalls,
    userStore,
    permissionStore,
    switchRole: (roleId: number) => switchRole(roleId, deps),
  };
}

beforeEach(() => {
  vi.resetModules();
  installBrowserGlobals();
});

describe('route guard: setup steps', () => {
  it('adopts the hash token, loads config, user, role and menus, and lands on the first menu', async () => {
    const { go, deps, calls, userStore, permissionStore } = await buildGuard();
    await expect(go('/', '', '#token=abc123')).resolves.toBe('/stuIndex');
    expect(deps.writeToken).toHaveBeenCalledWith('abc123');
    expect(deps.clearHash).toHaveBeenCalled();
    expect(deps.trackThirdPartyLogin).not.toHaveBeenCalled();
    expect(calls.getLogoutConfig).toHaveBeenCalledTimes(1);
    expect(calls.checkUserIdByToken).toHaveBeenCalledWith(1001);
    expect(calls.getRoleInfoByUserId).toHaveBeenCalledWith(8);
    expect(calls.getPlatformListByRoleId).toHaveBeenCalledWith(8, undefined);
    expect(userStore.getState().currentRole).toBe(8);
    expect(userStore.getState().menus.map((menu) => menu.menuUrl)).toEqual(['/stuIndex', '/stuIndex/personCenter']);
    expect(permissionStore.getState().config).toEqual(buildPlatformConfig());
  });

  it('sends a login beacon for a third-party token', async () => {
    const { go, deps } = await buildGuard();
    await go('/', '', '#token=third_xyz');
    expect(deps.writeToken).toHaveBeenCalledWith('third_xyz');
    expect(deps.trackThirdPartyLogin).toHaveBeenCalledTimes(1);
  });

  it('recognises the third-party marker anywhere in the token (§2 "containing")', async () => {
    const { go, deps } = await buildGuard();
    await go('/', '', '#token=sso.third_xyz.sig');
    expect(deps.trackThirdPartyLogin).toHaveBeenCalledTimes(1);
  });

  it('remembers the target path, its query and the deep-link parameters', async () => {
    const { go, permissionStore } = await buildGuard();
    const search = '?activity_id=12?from=app&top_module=2&task_group_info_id=7';
    await expect(go('/stuIndex/personCenter', search)).resolves.toBeNull();
    const state = permissionStore.getState();
    expect(state.formPath).toBe('/stuIndex/personCenter');
    expect(state.formPathQuery).toMatchObject({ top_module: '2', task_group_info_id: '7', from: 'app' });
    expect(state.areaPermissons).toEqual({ bottom_module: '1', top_module: '2' });
    expect(state.activity).toMatchObject({ activity_id: '12', task_group_info_id: '7' });
  });

  it('reloads the user when the token belongs to someone else', async () => {
    const calls = fakeCalls({
      checkUserIdByToken: vi.fn(() => Promise.resolve(false)),
      getInfo: vi
        .fn()
        .mockResolvedValueOnce(buildUserInfo({ id: 1 }))
        .mockResolvedValueOnce(buildUserInfo({ id: 2, userName: '李华' })),
    });
    const { go, userStore } = await buildGuard(calls);
    await go('/');
    expect(calls.getInfo).toHaveBeenCalledTimes(2);
    expect(userStore.getState().userInfo?.userName).toBe('李华');
  });

  it('sends a student who must enter the new school year to /schoolYearPage', async () => {
    const calls = fakeCalls({ getSchoolYearByUser: vi.fn(() => Promise.resolve({ isEnterSchool: true })) });
    const { go } = await buildGuard(calls);
    await expect(go('/')).resolves.toBe('/schoolYearPage');
    await expect(go('/schoolYearPage')).resolves.toBeNull();
  });

  it('does not ask about the school year for staff', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });
    const { go } = await buildGuard(calls);
    await expect(go('/')).resolves.toBe('/adminIndex/page');
    expect(calls.getSchoolYearByUser).not.toHaveBeenCalled();
  });

  it('sends each call ahead as soon as its arguments are known, then makes it in §2 order', async () => {
    const { go, deps, calls } = await buildGuard();
    await go('/stuIndex', '?roleId=8');
    const names = Object.keys(calls) as (keyof GuardCalls)[];
    const made = (name: keyof GuardCalls) => vi.mocked(calls[name]).mock;
    for (const name of names) expect(deps.sendAhead[name].mock.calls, name).toEqual(made(name).calls);
    const madeInOrder = [...names].sort(
      (a, b) => (made(a).invocationCallOrder[0] ?? 0) - (made(b).invocationCallOrder[0] ?? 0),
    );
    expect(madeInOrder).toEqual([
      'getLogoutConfig',
      'getInfo',
      'checkUserIdByToken',
      'getSchoolYearByUser',
      'getRoleInfoByUserId',
      'getPlatformListByRoleId',
    ]);
    expect(deps.dropSentAhead).toHaveBeenCalledTimes(1);
  });

  it('sends no role ahead when the resolution will refuse it', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });
    const { go, deps } = await buildGuard(calls);
    await expect(go('/', '?roleId=5')).resolves.toBe('/401');
    expect(deps.sendAhead.getRoleInfoByUserId).not.toHaveBeenCalled();
    expect(deps.sendAhead.getPlatformListByRoleId).not.toHaveBeenCalled();
    expect(deps.sendAhead.getSchoolYearByUser).not.toHaveBeenCalled();
  });

  it('drops what it sent ahead when it stops on the way', async () => {
    const calls = fakeCalls({ getLogoutConfig: vi.fn(() => Promise.reject(new Error('offline'))) });
    const { go, deps } = await buildGuard(calls);
    await expect(go('/stuIndex')).rejects.toThrow('offline');
    expect(deps.sendAhead.getInfo).toHaveBeenCalledTimes(1);
    expect(calls.getInfo).not.toHaveBeenCalled();
    expect(deps.dropSentAhead).toHaveBeenCalledTimes(1);
  });

  it('sends its first calls at app start only when it will set up and no token waits in the hash', async () => {
    const { go, deps, sendFirstCalls } = await buildGuard();
    sendFirstCalls('/stuIndex', '#token=abc');
    expect(deps.sendAhead.getInfo).not.toHaveBeenCalled();
    sendFirstCalls('/stuIndex');
    expect(deps.sendAhead.getLogoutConfig).toHaveBeenCalledTimes(1);
    expect(deps.sendAhead.getInfo).toHaveBeenCalledTimes(1);
    await go('/stuIndex');
    vi.clearAllMocks();
    sendFirstCalls('/stuIndex/personCenter');
    expect(deps.sendAhead.getInfo).not.toHaveBeenCalled();
  });

  it('does nothing more once the user and menus are loaded', async () => {
    const { go, calls } = await buildGuard();
    await go('/');
    vi.clearAllMocks();
    await expect(go('/stuIndex/personCenter')).resolves.toBeNull();
    expect(calls.getInfo).not.toHaveBeenCalled();
    expect(calls.getPlatformListByRoleId).not.toHaveBeenCalled();
  });
});

describe('route guard: roles and access', () => {
  const staff = () => fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });

  it('uses the roleId query when the user holds it', async () => {
    const { go, calls, userStore } = await buildGuard(staff());
    await go('/', '?roleId=6');
    expect(calls.getRoleInfoByUserId).toHaveBeenCalledWith(6);
    expect(userStore.getState().currentRole).toBe(6);
  });

  it('sends an unheld requested role to /401 without loading menus', async () => {
    const { go, calls } = await buildGuard(staff());
    await expect(go('/', '?roleId=5')).resolves.toBe('/401');
    expect(calls.getPlatformListByRoleId).not.toHaveBeenCalled();
  });

  it('refuses a page outside the menus with /401 and allows the always-open pages', async () => {
    const { go } = await buildGuard();
    await go('/');
    await expect(go('/adminIndex/basis/class')).resolves.toBe('/401');
    await expect(go('/stuIndex/secondPage')).resolves.toBeNull();
    await expect(go('/independentActivity')).resolves.toBeNull();
  });

  it('sends a role without menu pages to /401 from the root', async () => {
    const calls = fakeCalls({ getPlatformListByRoleId: vi.fn(() => Promise.resolve([])) });
    const { go } = await buildGuard(calls);
    await expect(go('/')).resolves.toBe('/401');
  });
});

describe('role switch', () => {
  it('goes to the first menu page of the new role', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });
    const { go, switchRole, userStore, permissionStore } = await buildGuard(calls);
    await go('/');
    await expect(switchRole(6)).resolves.toBe('/adminIndex/page');
    expect(userStore.getState().currentRole).toBe(6);
    expect(permissionStore.getState().systemRoleId).toBe(6);
  });

  it('goes to the remembered page with its query when the new role may open it, else /401', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });
    const { go, switchRole, permissionStore } = await buildGuard(calls);
    await go('/adminIndex/basis/class', '?classId=3');
    await expect(switchRole(6)).resolves.toBe('/adminIndex/basis/class?classId=3');
    permissionStore.getState().rememberTarget('/adminIndex/report/areaReport', {});
    await expect(switchRole(7)).resolves.toBe('/401');
  });
});

describe('entry link options (§2 platformCode, showUCen)', () => {
  it('loads the menus of the platform the link names, also after a role switch', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))) });
    const { go, switchRole } = await buildGuard(calls);
    await go('/', '?platformCode=px');
    expect(calls.getPlatformListByRoleId).toHaveBeenLastCalledWith(7, 'px');
    await switchRole(6);
    expect(calls.getPlatformListByRoleId).toHaveBeenLastCalledWith(6, 'px');
  });

  it('leaves the platform to the server when the link names none', async () => {
    const { go, calls } = await buildGuard();
    await go('/');
    expect(calls.getPlatformListByRoleId).toHaveBeenCalledWith(8, undefined);
  });

  it('keeps showUCen for the session, until a link says otherwise', async () => {
    const { go, permissionStore, userStore } = await buildGuard();
    expect(permissionStore.getState().showUserCentre).toBe(true);
    await go('/', '?showUCen=0');
    expect(permissionStore.getState().showUserCentre).toBe(false);
    userStore.getState().reset();
    await go('/stuIndex');
    expect(permissionStore.getState().showUserCentre).toBe(false);
    await go('/', '?showUCen=1');
    expect(permissionStore.getState().showUserCentre).toBe(true);
  });
});

describe('§8: user or role info the server refuses', () => {
  // Imported after the module reset, as the guard imports it, so the guard knows it for a RequestError.
  const failWith = async (kind: 'business' | 'network', message: string): Promise<never> => {
    const { RequestError } = await import('../../shared/request/request-error');
    throw new RequestError(kind, kind === 'business' ? 1003 : 0, message);
  };
  const refused = () => failWith('business', 'not allowed');
  const refusal: unknown = expect.objectContaining({ kind: 'business', message: 'not allowed' });

  it('logs a refused user info and, with no role to resolve, goes to /401', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(refused) });
    const { go, deps, userStore } = await buildGuard(calls);
    userStore.getState().setUserInfo(buildUserInfo({ userName: '上一位用户' }));
    await expect(go('/stuIndex', '', '#token=abc')).resolves.toBe('/401');
    expect(deps.log).toHaveBeenCalledWith('user info refused', refusal);
    expect(userStore.getState().userInfo).toBeNull();
    expect(calls.getRoleInfoByUserId).not.toHaveBeenCalled();
  });

  it('logs a refused role info, leaves the role at -1 without menus, and goes to /401', async () => {
    const calls = fakeCalls({ getRoleInfoByUserId: vi.fn(refused) });
    const { go, deps, userStore } = await buildGuard(calls);
    await expect(go('/')).resolves.toBe('/401');
    expect(deps.log).toHaveBeenCalledWith('role info refused', refusal);
    expect(userStore.getState().currentRole).toBe(-1);
    expect(calls.getPlatformListByRoleId).not.toHaveBeenCalled();
  });

  it('sends a role switch the server refuses to /401', async () => {
    const getRoleInfoByUserId = vi.fn((roleId: number) => Promise.resolve(buildRoleInfo({ roleCode: roleId })));
    const calls = fakeCalls({
      getInfo: vi.fn(() => Promise.resolve(buildUserInfo({ roleIds: '7,6' }))),
      getRoleInfoByUserId,
    });
    const { go, switchRole } = await buildGuard(calls);
    await go('/');
    getRoleInfoByUserId.mockImplementationOnce(refused);
    await expect(switchRole(6)).resolves.toBe('/401');
  });

  it('still stops on the retry page when the server cannot be reached', async () => {
    const calls = fakeCalls({ getInfo: vi.fn(() => failWith('network', 'offline')) });
    const { go, deps } = await buildGuard(calls);
    await expect(go('/stuIndex')).rejects.toThrow('offline');
    expect(deps.log).not.toHaveBeenCalled();
  });
});
