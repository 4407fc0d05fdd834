import { ROUTER_BASE, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { checkUserIdByToken, sendCheckUserIdAhead } from '../../features/session/api/check-user-id';
import { getInfo, sendInfoAhead } from '../../features/session/api/get-info';
import { getLogoutConfig, sendLogoutConfigAhead } from '../../features/session/api/get-logout-config';
import { getPlatformListByRoleId, sendMenusAhead } from '../../features/session/api/get-menus';
import { getRoleInfoByUserId, sendRoleInfoAhead } from '../../features/session/api/get-role-info';
import { getSchoolYearByUser, sendSchoolYearAhead } from '../../features/home/api/get-school-year';
import { writeToken } from '../../shared/browser/cookies';
import { http } from '../../shared/request';
import { permissionStore } from '../../shared/stores/permission-store';
import { userStore } from '../../shared/stores/user-store';
import { track } from '../../shared/tracking/send-event';
import type { GuardDeps } from './run-guard';
import { runGuard, sendSetUpAhead, tokenFromHash } from './run-guard';

export const guardDeps: GuardDeps = {
  calls: {
    getLogoutConfig,
    getInfo,
    getSchoolYearByUser,
    checkUserIdByToken,
    getRoleInfoByUserId,
    getPlatformListByRoleId,
  },
  sendAhead: {
    getLogoutConfig: sendLogoutConfigAhead,
    getInfo: sendInfoAhead,
    getSchoolYearByUser: sendSchoolYearAhead,
    checkUserIdByToken: sendCheckUserIdAhead,
    getRoleInfoByUserId: sendRoleInfoAhead,
    getPlatformListByRoleId: sendMenusAhead,
  },
  dropSentAhead: () => http.dropSentAhead(),
  userStore,
  permissionStore,
  writeToken,
  clearHash: () => history.replaceState(history.state, '', `${location.pathname}${location.search}`),
  trackThirdPartyLogin: () => track('loginMessage', TRACKING_EVENT_IDS.login),
  log: (message, error) => console.warn(message, error),
};

/** The path below the router base: '/client/answerweb/stuIndex' → '/stuIndex'. */
function appPath(pathname: string): string {
  const base = ROUTER_BASE.replace(/\/$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/** The guard's first calls, sent at app start for the page in the address bar (`sendSetUpAhead`). */
export function sendGuardCallsAhead(): void {
  sendSetUpAhead({ pathname: appPath(location.pathname), search: location.search, hash: location.hash }, guardDeps);
}

/** Runs the §2 guard before every navigation into a guarded page. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const pathname = appPath(url.pathname);
  const hash = location.hash;
  const outcome = await runGuard({ pathname, search: url.search, hash }, guardDeps);
  if (outcome !== null && outcome !== pathname) return redirect(outcome);
  // A navigation that brought the token (an alias passes it on) would write it back into the
  // address bar when it lands; landing once more without the hash keeps it out.
  return tokenFromHash(hash) === null ? null : redirect(`${pathname}${url.search}`);
}
