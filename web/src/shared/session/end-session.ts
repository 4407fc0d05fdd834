import { LOGOUT_CLEARED_LOCAL_KEYS, ROUTER_BASE, SSO_BASE, appRoutes } from '@pingjia/contract';
import { clearToken } from '../browser/cookies';
import { isPhoneOrTablet } from '../browser/device-kind';
import { resetAllStores } from '../stores/reset-stores';
import { permissionStore } from '../stores/permission-store';
import { stopAppTimers } from '../timers/app-timers';

/** The sign-in page, coming back to `returnPath` (the client root unless told otherwise). */
export function signInUrl(returnPath: string = ROUTER_BASE): string {
  return `${SSO_BASE}?returnUrl=${encodeURIComponent(returnPath)}`;
}

const ERROR_PAGES: readonly string[] = [appRoutes.notFound, appRoutes.noRole, appRoutes.noPermission];

/**
 * Where a user whose session ran out comes back to after signing in again: the page they were
 * on, so a deep link opened before signing in, or a page left idle, is not lost. The guard has
 * not navigated yet when the first call answers 401, so the address bar still holds the link.
 */
export function resumeAddress(current: Pick<Location, 'pathname' | 'search'> = location): string {
  if (!current.pathname.startsWith(ROUTER_BASE)) return ROUTER_BASE;
  const inside = `/${current.pathname.slice(ROUTER_BASE.length)}`;
  if (ERROR_PAGES.includes(inside)) return ROUTER_BASE;
  return `${current.pathname}${current.search}`;
}

/**
 * The third-party sign-out page for this device when the platform config turns it on: the h5
 * page on phones and tablets (the web page if there is none), the web page elsewhere.
 */
function thirdPartySignOutPage(): string | null {
  const { config, logoutThird } = permissionStore.getState();
  if (config?.flag !== true || !logoutThird) return null;
  // An empty address counts as none, like a missing one.
  const h5Page = logoutThird.h5Url && isPhoneOrTablet(navigator.userAgent) ? logoutThird.h5Url : null;
  return h5Page || logoutThird.webUrl || null;
}

/**
 * Where a signed-out user goes (§2 logout, §8 401): the third-party sign-out page when the
 * platform config asks for it (with a redirect back to the client), else our sign-in page.
 */
export function signedOutUrl(origin: string = location.origin, returnPath: string = ROUTER_BASE): string {
  const thirdParty = thirdPartySignOutPage();
  if (thirdParty) {
    const separator = thirdParty.includes('?') ? '&' : '?';
    return `${thirdParty}${separator}redirect=${encodeURIComponent(`${origin}${returnPath}`)}`;
  }
  return signInUrl(returnPath);
}

/** Forgets everything the session left in the browser (§4 logout list). */
export function clearSession(): void {
  stopAppTimers();
  resetAllStores();
  clearToken();
  sessionStorage.clear();
  for (const key of LOGOUT_CLEARED_LOCAL_KEYS) localStorage.removeItem(key);
}

let leaving = false;

/**
 * Marks the page as leaving (a logout, or a session that ended). From then on a late 401 from a
 * call still in flight must not send the user somewhere else; returns false if already leaving.
 */
export function beginLeaving(): boolean {
  if (leaving) return false;
  leaving = true;
  return true;
}

/** Clears the browser's session and goes to `target`. */
export function leave(target: string): void {
  clearSession();
  location.assign(target);
}

/** §8 401 and the end of the 402 dialog. The target is read before the stores are cleared. */
export function endSession(): void {
  if (!beginLeaving()) return;
  leave(signedOutUrl(location.origin, resumeAddress()));
}
