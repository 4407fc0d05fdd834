import {
  appRoutes,
  areaPermissions,
  DEFAULT_ROLE_ID,
  entryOptions,
  filterMenus,
  firstMenuUrl,
  isPathAllowed,
  parseGuardQuery,
  resolveRole,
  isStudentRole,
  TOKEN_HASH_MARKER,
} from '@pingjia/contract';
import type { GuardQuery, RouteData, user } from '@pingjia/contract';
import type { StoreApi } from 'zustand/vanilla';
import { isRequestError } from '../../shared/request/request-error';
import type { PermissionStore, PlatformConfig } from '../../shared/stores/permission-store';
import { heldRoleIds } from '../../shared/stores/user-store';
import type { MenuItem, RoleInfo, UserInfo, UserState } from '../../shared/stores/user-store';

/**
 * Tokens minted by a third-party identity provider contain this marker (§2: "a token
 * containing a third-party login marker"), wherever the provider puts it; their arrival
 * counts as a login for tracking (our own sign-in page sends no beacon of its own).
 */
export const THIRD_PARTY_TOKEN_MARKER = 'third_';

export interface GuardCalls {
  getLogoutConfig: () => Promise<PlatformConfig>;
  getInfo: () => Promise<UserInfo>;
  getSchoolYearByUser: () => Promise<Pick<RouteData<typeof user.getSchoolYearByUser>, 'isEnterSchool'>>;
  checkUserIdByToken: (userId: number) => Promise<boolean>;
  getRoleInfoByUserId: (roleId: number) => Promise<RoleInfo>;
  getPlatformListByRoleId: (roleId: number, platformCode?: string) => Promise<MenuItem[]>;
}

export interface GuardDeps {
  calls: GuardCalls;
  userStore: StoreApi<UserState>;
  permissionStore: StoreApi<PermissionStore>;
  writeToken: (token: string) => void;
  /** Drops `#token=…` from the address bar without a navigation. */
  clearHash: () => void;
  trackThirdPartyLogin: () => void;
  /** §8: where a refused user or role info goes; nowhere the user sees. */
  log: (message: string, error: unknown) => void;
}

export interface GuardLocation {
  /** Relative to the router base: '/adminIndex/page'. */
  pathname: string;
  search: string;
  hash: string;
}

/** `null`: render the page; a string: go there instead (a path relative to the router base). */
export type GuardOutcome = string | null;

export function tokenFromHash(hash: string): string | null {
  if (!hash.startsWith(TOKEN_HASH_MARKER)) return null;
  const token = hash.slice(TOKEN_HASH_MARKER.length).split('&')[0] ?? '';
  return token ? decodeURIComponent(token) : null;
}

function needsSetup(location: GuardLocation, deps: GuardDeps): boolean {
  const { userInfo, menus } = deps.userStore.getState();
  return (
    tokenFromHash(location.hash) !== null || !userInfo || location.pathname === appRoutes.root || menus.length === 0
  );
}

/** Step 1: the target path and query, and the deep-link parameters of §2/§6. */
function rememberTarget(location: GuardLocation, query: GuardQuery, deps: GuardDeps): void {
  const permission = deps.permissionStore.getState();
  const formPathQuery = { ...Object.fromEntries(new URLSearchParams(location.search)), ...query.extraQuery };
  permission.rememberTarget(location.pathname, formPathQuery);
  permission.setDeepLink(areaPermissions(query), {
    task_group_info_id: query.task_group_info_id,
    activity_id: query.activity_id,
    sub_activity_id: query.sub_activity_id,
  });
  if (query.roleId !== undefined) permission.setSystemRoleId(query.roleId);
  permission.setEntryOptions(entryOptions(query));
}

/** Step 2: `#token=` moves into the cookie and out of the address bar. */
function adoptHashToken(hash: string, deps: GuardDeps): void {
  const token = tokenFromHash(hash);
  if (token === null) return;
  deps.writeToken(token);
  deps.clearHash();
  if (token.includes(THIRD_PARTY_TOKEN_MARKER)) deps.trackThirdPartyLogin();
}

/**
 * §8: when the server refuses the user or role info, the refusal is only logged (the request
 * layer has shown its message) and the answer is nothing; the role resolution then decides.
 * A failure to reach the server (network, timeout, an HTTP error status) still stops the guard
 * on its retry page: /401 would tell a user whose connection dropped that they may not enter,
 * and lose the page they were opening (docs/decisions.md).
 */
async function unlessRefused<T>(call: () => Promise<T>, what: string, deps: Pick<GuardDeps, 'log'>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!isRequestError(error) || error.kind !== 'business') throw error;
    deps.log(`${what} refused`, error);
    return null;
  }
}

/** Steps 4 and 6: the user, reloaded once when the token turns out to belong to someone else; null when refused. */
async function loadUser(deps: GuardDeps): Promise<UserInfo | null> {
  let user = await unlessRefused(() => deps.calls.getInfo(), 'user info', deps);
  if (user && !(await deps.calls.checkUserIdByToken(user.id))) {
    user = await unlessRefused(() => deps.calls.getInfo(), 'user info', deps);
  }
  // No one is signed in as far as this page knows: nothing of an earlier user may stay.
  if (user) deps.userStore.getState().setUserInfo(user);
  else deps.userStore.getState().reset();
  return user;
}

/** Students are promoted each school year; the others never see the promotion page. */
async function mustEnterSchoolYear(user: UserInfo | null, deps: GuardDeps): Promise<boolean> {
  if (!heldRoleIds(user).some(isStudentRole)) return false;
  const { isEnterSchool } = await deps.calls.getSchoolYearByUser();
  return isEnterSchool;
}

/**
 * Sets the role on the server (getRoleInfoByUserId does) and loads its web menus, of the entry
 * link's platform; the guard and the role switchers share it. Null when the server refuses the
 * role info: the role is then -1 (§8), which no page accepts.
 */
export async function applyRole(
  roleId: number,
  deps: Pick<GuardDeps, 'calls' | 'userStore' | 'permissionStore' | 'log'>,
): Promise<MenuItem[] | null> {
  const store = deps.userStore.getState();
  const roleInfo = await unlessRefused(() => deps.calls.getRoleInfoByUserId(roleId), 'role info', deps);
  if (roleInfo === null) {
    store.setRole(DEFAULT_ROLE_ID, null);
    store.setMenus([]);
    return null;
  }
  const { platformCode } = deps.permissionStore.getState();
  const menus = filterMenus(await deps.calls.getPlatformListByRoleId(roleId, platformCode ?? undefined));
  store.setRole(roleId, roleInfo);
  store.setMenus(menus);
  return menus;
}

/** Steps 1-6 and the role; a path to leave for, or null when the page's access check comes next. */
async function setUp(location: GuardLocation, deps: GuardDeps): Promise<GuardOutcome> {
  const query = parseGuardQuery(location.search);
  rememberTarget(location, query, deps);
  adoptHashToken(location.hash, deps);
  deps.permissionStore.getState().setConfig(await deps.calls.getLogoutConfig());
  const user = await loadUser(deps);
  const enterSchoolYear = await mustEnterSchoolYear(user, deps);
  const { systemRoleId } = deps.permissionStore.getState();
  const held = heldRoleIds(user);
  const resolution = resolveRole({
    requested: query.roleId ?? (systemRoleId === DEFAULT_ROLE_ID ? undefined : systemRoleId),
    current: deps.userStore.getState().currentRole,
    held,
  });
  if (!resolution.ok) return resolution.redirect;
  // §8 unknown role: no user (refused) or no role held resolves to -1; or the server would not set the role.
  if (held.length === 0) return appRoutes.noRole;
  if ((await applyRole(resolution.roleId, deps)) === null) return appRoutes.noRole;
  if (enterSchoolYear && location.pathname !== appRoutes.schoolYearPage) return appRoutes.schoolYearPage;
  return null;
}

/** §2 access check once a role and its menus are known; the promotion page is the guard's own target. */
function checkAccess(pathname: string, deps: GuardDeps): GuardOutcome {
  const { menus, currentRole } = deps.userStore.getState();
  if (pathname === appRoutes.root) return firstMenuUrl(menus) ?? appRoutes.noRole;
  if (pathname === appRoutes.schoolYearPage && isStudentRole(currentRole)) return null;
  return isPathAllowed(pathname, menus) ? null : appRoutes.noRole;
}

/** The §2 route guard. */
export async function runGuard(location: GuardLocation, deps: GuardDeps): Promise<GuardOutcome> {
  if (needsSetup(location, deps)) {
    const outcome = await setUp(location, deps);
    if (outcome !== null) return outcome;
  }
  return checkAccess(location.pathname, deps);
}
