// Issue 16's admin layout in a real browser: the side menu is plain links, and below 992 px it folds
// away behind the header's menu button, which opens it over the page; following a link or pressing
// Escape closes it again.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser, newPage } from './support/browser.js';
import { clientPath, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, { viewport: { width: 800, height: 900 } }));
  await signIn(page, baseUrl, 'schooladmin01');
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

const menuButton = () => page.getByRole('button', { name: zhCN.nav.menu, exact: true });
const menuLink = (name: string) =>
  page.getByRole('navigation', { name: zhCN.nav.menu }).getByRole('link', { name, exact: true });

describe('the admin menu on a narrow screen', () => {
  it('is folded away until the menu button opens it, and closes when a link is followed', async () => {
    await menuButton().waitFor();
    expect(await menuLink(zhCN.menu.teacherManage).isVisible()).toBe(false);
    expect(await menuButton().getAttribute('aria-expanded')).toBe('false');

    await menuButton().click();
    expect(await menuButton().getAttribute('aria-expanded')).toBe('true');
    await menuLink(zhCN.menu.teacherManage).click();
    await page.waitForURL(() => clientPath(page) === '/adminIndex/basis/teacher');
    expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink(zhCN.menu.teacherManage).isVisible()).toBe(false);
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    await menuButton().click();
    await menuLink(zhCN.menu.home).focus();
    await page.keyboard.press('Escape');
    expect(await menuLink(zhCN.menu.home).isVisible()).toBe(false);
    expect(await menuButton().evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('marks the page on screen in the menu', async () => {
    await menuButton().click();
    expect(
      await page.getByRole('navigation', { name: zhCN.nav.menu }).locator('[aria-current="page"]').innerText(),
    ).toBe(zhCN.menu.teacherManage);
  });
});
