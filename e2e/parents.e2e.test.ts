// Issue 6 in a real browser, as parent02 (no child at first): the forced bind dialog, binding
// by account and by personal information with a choice among accounts, switching children,
// acting for a child and coming back, and the star calendar. The steps build on each other,
// so they run in order on one page; other files must not rely on parent02 having no child.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DUPLICATE_CHILD, duplicateChildIdCard } from '../server/src/seed/parents/duplicate-child.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser, newPage } from './support/browser.js';
import { callFromPage, CLIENT_ROOT, clientPath, DEMO_PASSWORD, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const text = zhCN.parents;
const STUDENT03 = { loginName: 'student03', userName: '陈子涵' };
const CHOSEN = DUPLICATE_CHILD.loginNames[1];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } }));
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

const bindDialog = () => page.getByRole('dialog', { name: text.bindTitle });
const progressHeading = (name: string) =>
  page.getByRole('heading', { name: text.progressTitle.replace('{{name}}', name) });
const childChip = (name: string) => page.locator('.pj-choice-chip', { hasText: name });

describe('a parent without children', () => {
  it('meets the bind dialog at once, without a close button', async () => {
    await signIn(page, baseUrl, 'parent02');
    await page.waitForURL((url) => clientPath(page) === '/parentIndexPage' && url.pathname.startsWith(CLIENT_ROOT));
    await bindDialog().waitFor();
    expect(await bindDialog().getByRole('button', { name: text.close }).count()).toBe(0);
    expect(await bindDialog().getByRole('button', { name: zhCN.nav.logout }).isVisible()).toBe(true);
  });

  it('binds student03 by account and password', async () => {
    const dialog = bindDialog();
    await dialog.getByRole('tab', { name: text.tabAccount }).click();
    await dialog.locator('#bind-login-name').fill(STUDENT03.loginName);
    await dialog.locator('#bind-password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: text.bind, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await progressHeading(STUDENT03.userName).waitFor();
    expect(await childChip(STUDENT03.userName).count()).toBe(1);
  });
});

describe('binding by personal information', () => {
  it('asks to choose among the accounts that match, then binds the chosen one', async () => {
    await page.getByRole('button', { name: text.bindAnother }).click();
    const dialog = bindDialog();
    expect(await dialog.getByRole('button', { name: text.close }).isVisible()).toBe(true);
    await dialog.getByRole('tab', { name: text.tabIdentity }).click();
    await dialog.locator('#bind-user-name').fill(DUPLICATE_CHILD.userName);
    await dialog.locator('#bind-school').fill('求是');
    await dialog.getByText('杭州市西湖区求是实验学校').click();
    await dialog.getByText('身份证', { exact: true }).click();
    await dialog.locator('#bind-certificate-code').fill(duplicateChildIdCard());
    await dialog.getByRole('button', { name: text.bind, exact: true }).click();

    await dialog.getByText(text.chooseAccountTitle).waitFor();
    await dialog.getByRole('button', { name: text.confirmAccount }).click();
    await dialog.getByRole('alert').filter({ hasText: '请选择账号' }).waitFor();

    await dialog.getByText(CHOSEN, { exact: false }).click();
    await dialog.getByRole('button', { name: text.confirmAccount }).click();
    await dialog.waitFor({ state: 'detached' });
    await childChip(DUPLICATE_CHILD.userName).waitFor();
    expect(await page.locator('.pj-choice-chip').count()).toBe(2);
  });
});

describe('moving between children', () => {
  it('shows the chosen child’s data', async () => {
    await childChip(DUPLICATE_CHILD.userName).click();
    await progressHeading(DUPLICATE_CHILD.userName).waitFor();
    await childChip(STUDENT03.userName).click();
    await progressHeading(STUDENT03.userName).waitFor();
    expect(await progressHeading(DUPLICATE_CHILD.userName).count()).toBe(0);
  });
});

describe('acting for a child', () => {
  it('opens the child’s view with a banner, and comes back to the parent', async () => {
    await page.getByRole('button', { name: text.actFor.replace('{{name}}', STUDENT03.userName) }).click();
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
    const banner = page.locator('.pj-acting-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(STUDENT03.userName);
    const signedInAs = await callFromPage<{ data: { userName: string } }>(page, '/wj/api/login/getInfo');
    expect(signedInAs.data.userName).toBe(STUDENT03.userName);

    await banner.getByRole('button', { name: text.backToParent }).click();
    await page.waitForURL(() => clientPath(page) === '/parentIndexPage');
    await page.getByText(zhCN.home.greeting.replace('{{name}}', '赵丽华')).waitFor();
    expect(await page.locator('.pj-acting-banner').count()).toBe(0);
  });
});

describe('the star calendar', () => {
  it('shows the month with the seeded stars and draws the trend chart', async () => {
    // The child card's link, which opens this child's calendar; the tab bar has one of the same name.
    await page.getByRole('region', { name: text.switchChild }).getByRole('link', { name: text.starCalendar }).click();
    await page.waitForURL(() => clientPath(page) === '/growthCalendar');
    await page.getByRole('heading', { name: zhCN.star.title }).waitFor();
    await page.locator('.pj-star-month').waitFor();
    expect(await page.locator('.pj-star-day.has-stars').count()).toBeGreaterThan(0);
    // The server draws the trend as an SVG image, so the phone loads no chart library.
    const trend = page.locator('img.pj-star-trend');
    await expect.poll(() => trend.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('deletes a record after confirming', async () => {
    const records = page.locator(`[aria-label="${zhCN.star.records}"] .adm-list-item`);
    const before = await records.count();
    await records.first().getByRole('button', { name: zhCN.star.delete }).click();
    await page.locator('dialog.pj-dialog').getByRole('button', { name: zhCN.star.delete }).click();
    await expect.poll(() => records.count()).toBe(before - 1);
  });
});
