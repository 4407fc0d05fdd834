// Issue 16 defects 11 and 8 in a real browser. The parent app signs a parent in (parentLogin) and
// opens the answer web at /parentIndex#token=…: the parent home opens in the parent role, with the
// link's query (roleId) kept and the token out of the address bar. An entry link's showUCen hides
// the personal centre from the menu, and its platformCode chooses the menus.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, RoleCode, sealForServer } from '../packages/contract/src/index.js';
import type { TransportPublicKey } from '../packages/contract/src/index.js';
import { createParent, createStudent, TEST_PASSWORD } from '../server/src/test/factories.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { inNewPage, launchBrowser } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { clientPath, CLIENT_ROOT, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

const withPage = (run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) =>
  inNewPage(browser, run, viewport ? { viewport } : {});

async function data<T>(reply: Response): Promise<T> {
  return ((await reply.json()) as { data: T }).data;
}

/** What the parent app does: a sealed parentLogin; the answer's redirectUrl is where it sends the parent. */
async function parentLogin(loginName: string): Promise<string> {
  const key = await data<TransportPublicKey>(await fetch(`${baseUrl}${api.sso.getTransportKey.path}`));
  const reply = await fetch(`${baseUrl}${api.login.parentLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: sealForServer(TEST_PASSWORD, key) }),
  });
  return (await data<{ redirectUrl: string }>(reply)).redirectUrl;
}

const PHONE = { width: 390, height: 844 };
const childName = '周小舟';

describe('parentLogin → /parentIndex#token=…', () => {
  it('opens the parent home in the parent role, and takes the token out of the address bar', async () => {
    const child = await createStudent({ userName: childName }, db);
    const parent = await createParent({ userName: '周家长', children: [child.id] }, db);
    const redirectUrl = await parentLogin(parent.loginName);
    expect(redirectUrl).toMatch(/^\/client\/answerweb\/parentIndex\?roleId=9#token=/);
    await withPage(async (page) => {
      await page.goto(`${baseUrl}${redirectUrl}`);
      await page.getByRole('heading', { name: zhCN.parents.progressTitle.replace('{{name}}', childName) }).waitFor();
      expect(clientPath(page)).toBe('/parentIndexPage');
      expect(page.url()).not.toContain('token=');
      await page.getByText(zhCN.home.greeting.replace('{{name}}', '周家长')).waitFor();
    }, PHONE);
  });

  it('carries ?roleId=9 through the alias: a parent who also teaches lands in the parent role, not the first role held', async () => {
    const child = await createStudent({ userName: childName }, db);
    const parent = await createParent(
      {
        userName: '吴老师',
        roles: [{ roleCode: RoleCode.teacher, schoolId: child.schoolId ?? undefined }, { roleCode: RoleCode.parent }],
        children: [child.id],
      },
      db,
    );
    const redirectUrl = await parentLogin(parent.loginName);
    await withPage(async (page) => {
      await page.goto(`${baseUrl}${redirectUrl}`);
      await page.getByRole('heading', { name: zhCN.parents.progressTitle.replace('{{name}}', childName) }).waitFor();
      expect(clientPath(page)).toBe('/parentIndexPage');
      expect(new URL(page.url()).searchParams.get('roleId')).toBe(String(RoleCode.parent));
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.getByLabel(zhCN.nav.roleSwitch).inputValue()).toBe(String(RoleCode.parent));
    }, PHONE);
  });
});

describe('entry link options', () => {
  const sideMenu = (page: Page) => page.getByRole('navigation', { name: zhCN.nav.menu });
  // By its text: the side menu's entries are menu items or links depending on the layout's version.
  const personalCentreItem = (page: Page) => sideMenu(page).getByText(zhCN.menu.personalCenter, { exact: true });

  it('showUCen=0 takes the personal centre out of the menu for the session, and the page still opens', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher01');
      await personalCentreItem(page).waitFor();
      await page.goto(`${baseUrl}${CLIENT_ROOT}?showUCen=0`);
      await page.waitForURL(() => clientPath(page) === '/adminIndex/page');
      await sideMenu(page).getByText(zhCN.menu.home, { exact: true }).waitFor();
      expect(await personalCentreItem(page).count()).toBe(0);
      // The home's own list of the role's pages leaves it out too.
      const homeLinks = page.locator('.pj-admin-home__links');
      await homeLinks.locator('a').first().waitFor();
      expect(await homeLinks.getByText(zhCN.menu.personalCenter, { exact: true }).count()).toBe(0);

      await page.goto(`${baseUrl}${CLIENT_ROOT}adminIndex/personalCenter`);
      await page.getByRole('heading', { name: zhCN.person.title }).first().waitFor();
      expect(await personalCentreItem(page).count()).toBe(0);
    });
  });

  it('platformCode chooses the menus: the deployment’s own opens the home, another platform has none for the user', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher01');
      await page.goto(`${baseUrl}${CLIENT_ROOT}?platformCode=pingjia`);
      await page.waitForURL(() => clientPath(page) === '/adminIndex/page');
      await page.goto(`${baseUrl}${CLIENT_ROOT}?platformCode=another-platform`);
      await page.getByRole('heading', { name: zhCN.errors.noPermissionTitle }).waitFor();
      expect(clientPath(page)).toBe('/401');
    });
  });
});
