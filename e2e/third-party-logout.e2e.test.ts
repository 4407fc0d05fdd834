// Issue 16 defect 5 in a real browser: a deployment configured for a third-party sign-out
// (LOGOUT_THIRD_*) sends logout there, to the h5 page on phones, and a phone whose session
// ended (§8 401) too, each with the way back. A second server of the same deployment carries
// the settings; the third party's pages are answered by the browser's route interception.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, TOKEN_COOKIE } from '../packages/contract/src/index.js';
import { sessions } from '../server/src/db/schema/index.js';
import { hashToken } from '../server/src/platform/sessions/token.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { startServer, type RunningServer } from './support/server.js';
import { CLIENT_ROOT, signIn } from './support/session.js';

const WEB_URL = 'https://idp.pingjia.test/logout?app=pj';
const H5_URL = 'https://m.idp.pingjia.test/logout';
const THIRD_PARTY = /^https:\/\/(m\.)?idp\.pingjia\.test\//;
const SIGNED_OUT_TEXT = '已退出统一认证';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const { db, pool } = connectTestDatabase();
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    LOGOUT_THIRD_FLAG: 'true',
    LOGOUT_THIRD_WEB_URL: WEB_URL,
    LOGOUT_THIRD_H5_URL: H5_URL,
  });
});

afterAll(async () => {
  await server.stop();
  await browser.close();
  await pool.end();
});

/** A fresh browser profile on a computer, or on a phone; the identity prompt is answered already. */
async function withDevice(device: 'computer' | 'phone', run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    ...(device === 'phone'
      ? { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
  const page = await context.newPage();
  await page.route(THIRD_PARTY, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<h1>${SIGNED_OUT_TEXT}</h1>` }),
  );
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Waits for the third party's page and returns where the browser landed. */
async function thirdPartyLanding(page: Page): Promise<URL> {
  await page.waitForURL(THIRD_PARTY);
  await page.getByRole('heading', { name: SIGNED_OUT_TEXT }).waitFor();
  return new URL(page.url());
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(server.baseUrl)).find((entry) => entry.name === TOKEN_COOKIE);
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

describe('third-party sign-out', () => {
  it('takes a computer from logout to the web page, with the client root as the way back', async () => {
    await withDevice('computer', async (page, context) => {
      await signIn(page, server.baseUrl, 'teacher01');
      await page.getByRole('button', { name: zhCN.nav.logout }).click();
      const landed = await thirdPartyLanding(page);
      expect(`${landed.origin}${landed.pathname}`).toBe('https://idp.pingjia.test/logout');
      expect(landed.searchParams.get('app')).toBe('pj');
      expect(landed.searchParams.get('redirect')).toBe(`${server.baseUrl}${CLIENT_ROOT}`);
      expect(await tokenOf(context).catch(() => null)).toBeNull();
    });
  });

  it('takes a phone from logout to the h5 page', async () => {
    await withDevice('phone', async (page) => {
      await signIn(page, server.baseUrl, 'student02');
      await page.getByRole('button', { name: zhCN.nav.logout }).click();
      const landed = await thirdPartyLanding(page);
      expect(`${landed.origin}${landed.pathname}`).toBe(H5_URL);
      expect(landed.searchParams.get('redirect')).toBe(`${server.baseUrl}${CLIENT_ROOT}`);
    });
  });

  it('sends a phone whose session ended (401) to the h5 page, coming back to the page it asked for', async () => {
    await withDevice('phone', async (page, context) => {
      await signIn(page, server.baseUrl, 'student02');
      await page.getByRole('button', { name: zhCN.nav.logout }).waitFor();
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(await tokenOf(context))));
      // The page leaves for the h5 page as soon as its first call answers 401, possibly before it has loaded.
      await page.goto(`${server.baseUrl}${CLIENT_ROOT}stuIndex`, { waitUntil: 'commit' });
      const landed = await thirdPartyLanding(page);
      expect(`${landed.origin}${landed.pathname}`).toBe(H5_URL);
      expect(landed.searchParams.get('redirect')).toBe(`${server.baseUrl}${CLIENT_ROOT}stuIndex`);
    });
  });
});
