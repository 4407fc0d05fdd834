import {
  appRoutes,
  areaPermissions,
  DEFAULT_ROLE_ID,
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
import type { PermissionStore, PlatformConfig } from '../../shared/stores/permission-store';
import { heldRoleIds } from '../../shared/stores/user-store';
import type { MenuItem, RoleInfo, UserInfo, UserState } from '../../shared/stores/user-store';

/**
 * Tokens minted by a third-party identity provider carry this prefix; their arrival
 * counts as a login for tracking (our own sign-in page sends no beacon of its own).
 */
export const THIRD_PARTY_TOKEN_PREFIX = 'third_';

export interface GuardCalls {
  getLogoutConfig: () => Promise<PlatformConfig>;
  getInfo: () => Promise<UserInfo>;
  getSchoolYearByUser: () => Promise<Pick<RouteData<typeof user.getSchoolYearByUser>, 'isEnterSchool'>>;
  checkUserIdByToken: (userId: number) => Promise<boolean>;
  getRoleInfoByUserId: (roleId: number) => Promise<RoleInfo>;
  getPlatformListByRoleId: (roleId: number) => Promise<MenuItem[]>;
}

export interface GuardDeps {
  calls: GuardCalls;
  userStore: StoreApi<UserState>;
  permissionStore: StoreApi<PermissionStore>;
  writeToken: (token: string) => void;
  /** Drops `#token=…` from the address bar without a navigation. */
  clearHash: () => void;
  trackThirdPartyLogin: () => void;
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
}

/** Step 2: `#token=` moves into the cookie and out of the address bar. */
function adoptHashToken(hash: string, deps: GuardDeps): void {
  const token = tokenFromHash(hash);
  if (token === null) return;
  deps.writeToken(token);
  deps.clearHash();
  if (token.startsWith(THIRD_PARTY_TOKEN_PREFIX)) deps.trackThirdPartyLogin();
}

/** Steps 4 and 6: the user, reloaded once when the token turns out to belong to someone else. */
async function loadUser(deps: GuardDeps): Promise<UserInfo> {
  let user = await deps.calls.getInfo();
  if (!(await deps.calls.checkUserIdByToken(user.id))) user = await deps.calls.getInfo();
  deps.userStore.getState().setUserInfo(user);
  return user;
}

/** Students are promoted each school year; the others never see the promotion page. */
async function mustEnterSchoolYear(user: UserInfo, deps: GuardDeps): Promise<boolean> {
  if (!heldRoleIds(user).some(isStudentRole)) return false;
  const { isEnterSchool } = await deps.calls.getSchoolYearByUser();
  return isEnterSchool;
}

/** Sets the role on the server (getRoleInfoByUserId does) and loads its web menus; the guard and the role switchers share it. */
export async function applyRole(roleId: number, deps: Pick<GuardDeps, 'calls' | 'userStore'>): Promise<MenuItem[]> {
  const roleInfo = await deps.calls.getRoleInfoByUserId(roleId);
  const menus = filterMenus(await deps.calls.getPlatformListByRoleId(roleId));
  const store = deps.userStore.getState();
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
  const resolution = resolveRole({
    requested: query.roleId ?? (systemRoleId === DEFAULT_ROLE_ID ? undefined : systemRoleId),
    current: deps.userStore.getState().currentRole,
    held: heldRoleIds(user),
  });
  if (!resolution.ok) return resolution.redirect;
  await applyRole(resolution.roleId, deps);
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
