import { contractMessages, LOCAL_STORAGE_KEYS } from '@pingjia/contract';
import { describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../../test/browser-globals';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

installBrowserGlobals();
const { CONTRACT_NS, contractText, i18n, i18nReady } = await import('.');

describe('the app texts', () => {
  it('has the default language at once, before anything is awaited', () => {
    expect(i18n.t('app.title')).toBe(zhCN.app.title);
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
  });

  it('loads another language only when it is chosen, with its contract messages', async () => {
    await i18nReady;
    await i18n.changeLanguage('en-US');
    expect(i18n.t('app.title')).toBe(enUS.app.title);
    expect(contractText('validation.password.format')).toBe(contractMessages['en-US']['validation.password.format']);
    expect(i18n.hasResourceBundle('en-US', CONTRACT_NS)).toBe(true);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('app.title')).toBe(zhCN.app.title);
  });

  it('starts in the language stored on the device', async () => {
    globalThis.localStorage.setItem(LOCAL_STORAGE_KEYS.locale, 'en-US');
    vi.resetModules();
    const fresh = await import('.');
    await fresh.i18nReady;
    expect(fresh.i18n.language).toBe('en-US');
    expect(fresh.i18n.t('app.title')).toBe(enUS.app.title);
  });
});
