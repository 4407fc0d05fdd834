import i18next, { type i18n as I18n } from 'i18next';
import { LOCAL_STORAGE_KEYS, LOCALES } from '@pingjia/contract';
import type { Locale } from '@pingjia/contract';
import { initReactI18next } from 'react-i18next';
import { CONTRACT_NS, localeBackend } from './locale-backend';
import { DEFAULT_LOCALE, storedLocale } from './stored-locale';

export { CONTRACT_NS } from './locale-backend';
export { DEFAULT_LOCALE } from './stored-locale';

export const i18n: I18n = i18next.createInstance();

/**
 * Resolves once the stored language's texts are in (at once for the default language, whose texts
 * ship with the entry); the entries render after it, so a page never shows the other language first.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: storedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: ['translation', CONTRACT_NS],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

export function currentLocale(): Locale {
  return LOCALES.find((locale) => locale === i18n.language) ?? DEFAULT_LOCALE;
}

/** Switches once the language's texts have loaded (i18next fetches them first). */
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
