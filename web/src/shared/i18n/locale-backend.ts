import { contractMessages, LOCALES, type Locale } from '@pingjia/contract';
import type { ResourceKey } from 'i18next';
import { zhCN } from './locales/zh-CN';

/** The contract's validation messages live in their own namespace: `t('contract:<key>')`. */
export const CONTRACT_NS = 'contract';

/**
 * The app's texts per language. The default language ships with the entry; the other is a chunk of its
 * own, fetched only by those who use it (a phone downloads one language, not both).
 */
const APP_TEXTS: Record<Locale, () => ResourceKey | Promise<ResourceKey>> = {
  'zh-CN': () => zhCN,
  'en-US': async () => (await import('./locales/en-US')).enUS,
};

const asLocale = (language: string): Locale | undefined => LOCALES.find((locale) => locale === language);

/**
 * Hands i18next a language's texts when it needs them: at start for the stored language, and on a switch.
 * Features add their own namespaces with `addResourceBundle`, so anything else reads as empty here.
 * With `callbackApi: false`, i18next takes what `read` returns, a value or a promise.
 */
export const localeBackend = {
  type: 'backend' as const,
  callbackApi: false,
  init: () => undefined,
  read(language: string, namespace: string) {
    const locale = asLocale(language);
    if (!locale) return {};
    if (namespace === CONTRACT_NS) return contractMessages[locale];
    return namespace === 'translation' ? APP_TEXTS[locale]() : {};
  },
};
