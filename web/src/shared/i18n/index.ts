import i18next from 'i18next';
import { contractMessages, LOCAL_STORAGE_KEYS, LOCALES } from '@pingjia/contract';
import type { Locale } from '@pingjia/contract';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The contract's validation messages live in their own namespace: `t('contract:<key>')`. */
export const CONTRACT_NS = 'contract';

function storedLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(LOCAL_STORAGE_KEYS.locale);
  return LOCALES.find((locale) => locale === stored) ?? DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: {
    'zh-CN': { translation: zhCN, [CONTRACT_NS]: contractMessages['zh-CN'] },
    'en-US': { translation: enUS, [CONTRACT_NS]: contractMessages['en-US'] },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLocale(): Locale {
  return LOCALES.find((locale) => locale === i18n.language) ?? DEFAULT_LOCALE;
}

export function changeLocale(locale: Locale): void {
  globalThis.localStorage?.setItem(LOCAL_STORAGE_KEYS.locale, locale);
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}

/** A contract MessageKey (from a zod issue) in the current language; other text passes through. */
export function contractText(message: string): string {
  // Contract keys hold dots ('validation.password.format'), so they are looked up whole.
  const options = { ns: CONTRACT_NS, keySeparator: false } as const;
  return i18n.exists(message, options) ? i18n.t(message, options) : message;
}
