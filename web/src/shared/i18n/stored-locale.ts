import { LOCAL_STORAGE_KEYS, LOCALES } from '@pingjia/contract';
import type { Locale } from '@pingjia/contract';

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The language this device chose, read without i18next, so the page's first script can send it too. */
export function storedLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(LOCAL_STORAGE_KEYS.locale);
  return LOCALES.find((locale) => locale === stored) ?? DEFAULT_LOCALE;
}
