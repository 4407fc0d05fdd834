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
} from '@pingjia/contract';
import type { GuardQuery, RouteData, user } from '@pingjia/contract';
import type { StoreApi } from 'zustand/vanilla';
import { isRequestError } from '../../shared/request/request-error';
import type { PermissionStore, PlatformConfig } from '../../shared/stores/permission-store';
import { heldRoleIds } from '../../shared/stores/user-store';
import type { MenuItem, RoleInfo, UserInfo, UserState } from '../../shared/stores/user-store';
import { tokenFromHash } from './hash-token';

export { tokenFromHash } from './hash-token';

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

/** The same calls, only sent: each reply waits for the guard's own call with the same arguments. */
export type GuardCallsAhead = { [K in keyof GuardCalls]: (...args: Parameters<GuardCalls[K]>) => void };

export interface GuardDeps {
  calls: GuardCalls;
  sendAhead: GuardCallsAhead;
  /** Forgets calls sent ahead that the guard did not make after all. */
  dropSentAhead: () => void;
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

function needsSetup(location: GuardLocation, deps: GuardDeps): boolean {
  const { userInfo, menus } = deps.userStore.getState();
  return (
    tokenFromHash(location.hash) !== null || !userInfo || location.pathname === appRoutes.root || menus.length === 0
  );
}

/**
 * The setup's first calls, sent before the guard runs: at app start the router requests the pages'
 * code in the same moment, and a browser sends at most six requests to a server at once, so calls
 * sent after those requests wait for them. The guard's run reads the replies as its own. Not when a
 * token arrives in the hash: the guard stores it first, and the calls must carry it.
 */
export function sendSetUpAhead(location: GuardLocation, deps: GuardDeps): void {
  if (!needsSetup(location, deps) || tokenFromHash(location.hash) !== null) return;
  deps.sendAhead.getLogoutConfig();
  deps.sendAhead.getInfo();
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

/** The role §2 gives the user on this visit: the link's, else the one chosen earlier in the session, else their first. */
function resolveFor(user: UserInfo | null, query: GuardQuery, deps: GuardDeps) {
  const { systemRoleId } = deps.permissionStore.getState();
  return resolveRole({
    requested: query.roleId ?? (systemRoleId === DEFAULT_ROLE_ID ? undefined : systemRoleId),
    current: deps.userStore.getState().currentRole,
    held: heldRoleIds(user),
  });
}

/**
 * Sends the guard's remaining calls for this user as soon as the user is known: the token check,
 * the school year (students) and the role and menus the resolution will pick. The role is the
 * same one the guard sets after the check, unless the check finds another user behind the token;
 * then the guard resolves and sets that user's role itself, after this.
 */
function sendAheadFor(user: UserInfo, query: GuardQuery, deps: GuardDeps): void {
  deps.sendAhead.checkUserIdByToken(user.id);
  const held = heldRoleIds(user);
  if (held.some(isStudentRole)) deps.sendAhead.getSchoolYearByUser();
  const resolution = resolveFor(user, query, deps);
  if (!resolution.ok || held.length === 0) return;
  deps.sendAhead.getRoleInfoByUserId(resolution.roleId);
  deps.sendAhead.getPlatformListByRoleId(resolution.roleId, deps.permissionStore.getState().platformCode ?? undefined);
}

/** Steps 4 and 6: the user, reloaded once when the token turns out to belong to someone else; null when refused. */
async function loadUser(query: GuardQuery, deps: GuardDeps): Promise<UserInfo | null> {
  let user = await unlessRefused(() => deps.calls.getInfo(), 'user info', deps);
  if (user) sendAheadFor(user, query, deps);
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
  // Calls go out as soon as what they send is known, but their replies are read one at a time in
  // §2's order: a refusal, a 401 (which needs the config) or a message is met exactly where the
  // sequence would meet it, and the replies of calls it never reaches are dropped unread.
  deps.sendAhead.getLogoutConfig();
  deps.sendAhead.getInfo();
  deps.permissionStore.getState().setConfig(await deps.calls.getLogoutConfig());
  const user = await loadUser(query, deps);
  const enterSchoolYear = await mustEnterSchoolYear(user, deps);
  const resolution = resolveFor(user, query, deps);
  if (!resolution.ok) return resolution.redirect;
  // §8 unknown role: no user (refused) or no role held resolves to -1; or the server would not set the role.
  if (heldRoleIds(user).length === 0) return appRoutes.noRole;
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

/** The §2 route guard. What it (or the page's first script) sent ahead and did not read is dropped when it ends. */
export async function runGuard(location: GuardLocation, deps: GuardDeps): Promise<GuardOutcome> {
  try {
    if (needsSetup(location, deps)) {
      const outcome = await setUp(location, deps);
      if (outcome !== null) return outcome;
    }
    return checkAccess(location.pathname, deps);
  } finally {
    deps.dropSentAhead();
  }
}
