import { LOGOUT_CLEARED_LOCAL_KEYS, ROUTER_BASE, SSO_BASE } from '@pingjia/contract';
import { clearToken } from '../browser/cookies';
import { resetAllStores } from '../stores/reset-stores';
import { permissionStore } from '../stores/permission-store';
import { stopAppTimers } from '../timers/app-timers';

/** The sign-in page with the client root as the place to come back to. */
export function signInUrl(): string {
  return `${SSO_BASE}?returnUrl=${ROUTER_BASE}`;
}

/**
 * Where a signed-out user goes: the third-party logout web address when the platform
 * config asks for it (with a redirect back to the client root), else our sign-in page.
 */
export function signedOutUrl(origin: string = location.origin): string {
  const { config, logoutThird } = permissionStore.getState();
  const thirdParty = logoutThird?.webUrl;
  if (config?.flag === true && thirdParty) {
    const separator = thirdParty.includes('?') ? '&' : '?';
    return `${thirdParty}${separator}redirect=${encodeURIComponent(`${origin}${ROUTER_BASE}`)}`;
  }
  return signInUrl();
}

/** Forgets everything the session left in the browser (§4 logout list). */
export function clearSession(): void {
  stopAppTimers();
  resetAllStores();
  clearToken();
  sessionStorage.clear();
  for (const key of LOGOUT_CLEARED_LOCAL_KEYS) localStorage.removeItem(key);
}

/** §8 401 and the end of the 402 dialog. The target is read before the stores are cleared. */
export function endSession(): void {
  const target = signedOutUrl();
  clearSession();
  location.assign(target);
}
