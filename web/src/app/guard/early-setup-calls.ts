// On a first visit to one of the pages index.html lists files for (route-files.ts), the page's first
// script sends the guard's first two calls while the app's own code is still downloading; the guard
// reads their replies as its own when it runs (http `sendAhead`). Only when the guard will set up:
// not with a token in the hash (the guard stores it first, and the calls must carry it), nor when
// this tab's session already holds the user and the menus (the guard then makes no call).
import { login, SESSION_STORAGE_KEYS } from '@pingjia/contract';
import { readToken } from '../../shared/browser/cookies';
import { storedLocale } from '../../shared/i18n/stored-locale';
import { sendAhead } from '../../shared/request/http-send';
import type { SendDeps } from '../../shared/request/http-send';
import { sentEarly } from '../../shared/request/sent-early';
import { tokenFromHash } from './hash-token';

/**
 * Whether the user store's persisted state (session storage) holds the user and menus, in which
 * case the guard does not set up (run-guard.ts `needsSetup`); read without the store, which would
 * bring zustand into this first script.
 */
export function isSessionSetUp(persisted: string | null): boolean {
  try {
    const { state } = (JSON.parse(persisted ?? '{}') ?? {}) as { state?: { userInfo?: unknown; menus?: unknown } };
    return Boolean(state?.userInfo) && Array.isArray(state?.menus) && state.menus.length > 0;
  } catch {
    return false;
  }
}

/** The same wire the app's request layer uses (shared/request/index.ts), without its reading of replies. */
const wire: SendDeps = {
  fetch: (input, init) => fetch(input, init),
  readToken,
  language: storedLocale,
  now: () => Date.now(),
};

export function sendSetUpCallsEarly(): void {
  if (tokenFromHash(location.hash) !== null) return;
  if (isSessionSetUp(sessionStorage.getItem(SESSION_STORAGE_KEYS.user))) return;
  sendAhead(sentEarly, login.getLogoutConfig, {}, wire);
  sendAhead(sentEarly, login.getInfo, {}, wire);
}
