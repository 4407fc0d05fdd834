/** Business constants and limits of §9, and the timers of §4. */

export const ROUTER_BASE = '/client/answerweb/';
export const SSO_BASE = '/sso/';

export const REQUEST_TIMEOUT_MS = 600_000;
export const TIME_SYNC_TIMEOUT_MS = 1_500;
export const TOAST_DURATION_MS = 3_000;

export const SCHOOL_SEARCH = { debounceMs: 300, pageIndex: 1, pageSize: 50 } as const;

export const VISIBILITY_DEBOUNCE_MS = 2_000;
export const CLOCK_TICK_MS = 1_000;
export const TIME_CORRECTION_INTERVAL_MS = 15_000;
export const EYE_CARE_CHECK_INTERVAL_MS = 300_000;
export const EYE_CARE_REST_AFTER_MS = 1_800_000;

export const LIMITS = {
  certificateCodeMax: 20,
  accountMin: 6,
  accountMax: 30,
  passwordMin: 6,
  passwordMax: 16,
  nameMin: 2,
  nameMax: 30,
  idCardBornFromYear: 2002,
} as const;

export const DEFAULT_STAMINA = { dayMaxFinish: 0, recentlyDay: 3 } as const;

export const RANDOM_ID_DEFAULT_LENGTH = 16;

export const LOGIN_CONFIRM_DIALOG_WIDTH = 600;

/** §9 persistence: which store lives where. */
export const SESSION_STORAGE_KEYS = {
  user: 'user',
  permission: 'permission',
  answer: 'answer',
  realTimeReportPage: 'realTimeReportPage',
} as const;

export const LOCAL_STORAGE_KEYS = {
  dict: 'dict',
  firstEntryTime: 'firstEntryTime',
  /** §4: set once a login prompt was confirmed. */
  showLogin: 'showLogin',
  locale: 'locale',
} as const;

/**
 * §4 logout: the local keys cleared besides the stores. §4 also names tracking counters and preview
 * flags, but nothing in the spec keeps either (a beacon carries no counter, no screen previews), so
 * this client writes neither and has none to clear (docs/decisions.md).
 */
export const LOGOUT_CLEARED_LOCAL_KEYS: readonly string[] = [LOCAL_STORAGE_KEYS.showLogin];

/** The session token: a header on every call, a cookie of the same name set from `#token=`. */
export const TOKEN_HEADER = 'satoken';
export const TOKEN_COOKIE = 'satoken';
export const TOKEN_HASH_MARKER = '#token=';

export const TRACKING = {
  appKey: 'pingjia-answerweb',
  appVersion: '1.1.0',
  sdkVersion: '1.0.0',
} as const;

export const TRACKING_EVENT_IDS = {
  login: '00000001',
  logout: '00000002',
  changeDefaultPassword: '00000005',
  bindAccount: '00000008',
  requestError: '00000020',
} as const;

export type TrackingEventId = (typeof TRACKING_EVENT_IDS)[keyof typeof TRACKING_EVENT_IDS];

/** §9: app_client is 4 on Android, 5 on iOS, 1 otherwise. */
export function appClientFromUserAgent(userAgent: string): 1 | 4 | 5 {
  if (/android/i.test(userAgent)) return 4;
  if (/iphone|ipad|ipod|ios/i.test(userAgent)) return 5;
  return 1;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * §9 random id: alphanumeric, default length 16, drawn from the platform's
 * cryptographic source (getRandomValues works on plain-HTTP pages too) without modulo bias.
 */
export function randomId(length: number = RANDOM_ID_DEFAULT_LENGTH): string {
  let out = '';
  const limit = 256 - (256 % ALPHANUMERIC.length);
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < length) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}

/** §9: medal and trophy images are served as webp. */
export const MEDAL_IMAGE_EXTENSION = 'webp';
