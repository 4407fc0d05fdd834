// Issue 16 defects 2 and 13 in a real browser: a parent's "bind phone" leads to the parents' own
// personal centre (not /401), where they change their password; a school admin opens §2's
// template download and upload-all pages, which are steps of the batch page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createParent, createStudent, TEST_PASSWORD } from '../server/src/test/factories.js';
import { batchAccountsZhCN } from '../web/src/features/batch-accounts/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { open } from './support/admin.js';
import { inNewPage, launchBrowser } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { clientPath, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const NEW_PASSWORD = 'Parent@2027';

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

describe('the parents’ personal centre', () => {
  it('is where "bind phone" leads, and there a parent changes their password', async () => {
    const child = await createStudent({}, db);
    const parent = await createParent({ children: [child.id], showLoginPrompt: true }, db);
    await withPage(
      async (page) => {
        await signIn(page, baseUrl, parent.loginName, TEST_PASSWORD);
        const identity = page.getByRole('dialog', { name: zhCN.prompt.identityTitle });
        await identity.getByRole('button', { name: zhCN.prompt.bindPhone }).click();
        await page.waitForURL(() => clientPath(page) === '/parentIndex/personCenter');
        await page.getByRole('form', { name: zhCN.person.bindPhone }).waitFor();

        const form = page.getByRole('form', { name: zhCN.person.changePassword });
        await form.getByLabel(zhCN.person.oldPassword).fill(TEST_PASSWORD);
        await form.getByLabel(zhCN.person.newPassword, { exact: true }).fill(NEW_PASSWORD);
        await form.getByLabel(zhCN.person.confirmPassword).fill(NEW_PASSWORD);
        await form.getByRole('button', { name: zhCN.person.save }).click();
        await page.getByText(zhCN.person.passwordSaved).first().waitFor();
      },
      { width: 390, height: 844 },
    );
    await withPage(async (page) => {
      await signIn(page, baseUrl, parent.loginName, NEW_PASSWORD);
      await page.waitForURL(() => clientPath(page) === '/parentIndexPage');
    });
  });
});

describe('the batch import steps of §2', () => {
  it.each([
    ['/adminIndex/templateDownload', batchAccountsZhCN.steps.template],
    ['/adminIndex/uploadAll', batchAccountsZhCN.steps.upload],
  ])('%s opens the batch page at its step, under the batch entry of the menu', async (route, step) => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'schooladmin01');
      await open(page, baseUrl, route);
      await page.getByRole('heading', { name: step }).waitFor();
      expect(clientPath(page)).toBe(route);
      const selected = page.getByRole('complementary').locator('[aria-current="page"]');
      expect(await selected.innerText()).toBe(zhCN.menu.batchAddAccounts);
    });
  });
});
