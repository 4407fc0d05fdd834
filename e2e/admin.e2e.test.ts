// Issue 7 in a real browser: a school admin builds a class, adds people by hand and by workbook,
// prints the class's QR cards and a student signs in with one; customer service resets a password.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoStudentWorkbook } from '../server/src/seed/admin/demo-workbook.js';
import { adminBasisZhCN } from '../web/src/features/admin-basis/texts.js';
import { batchAccountsZhCN } from '../web/src/features/batch-accounts/texts.js';
import { customerServiceZhCN } from '../web/src/features/customer-service/texts.js';
import { qrCardsZhCN } from '../web/src/features/qr-cards/texts.js';
import { button, chooseOption, open as openRoute, saveDialog as saveDialogWith, settle } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const suffix = String(Date.now() % 1_000_000);
const className = `E${suffix}班`;
const student = { userName: '林晓', loginName: `e2estu${suffix}`, password: 'Start@2026' };
const teacher = { userName: '何老师', loginName: `e2etea${suffix}`, password: 'Start@2026' };
const NEW_PASSWORD = 'Reset@2027';
let browser: Browser;
let adminPage: Page;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = await mkdtemp(path.join(tmpdir(), 'pj-admin-e2e-'));
  adminPage = (await newPage(browser)).page;
  await signIn(adminPage, baseUrl, 'schooladmin01');
});

afterAll(async () => {
  await browser.close();
  await rm(workDir, { recursive: true, force: true });
});

async function open(page: Page, route: string): Promise<void> {
  await openRoute(page, baseUrl, route);
}

async function saveDialog(page: Page): Promise<void> {
  await saveDialogWith(page, adminBasisZhCN.common.save, adminBasisZhCN.common.saved);
}

async function fillPerson(page: Page, prefix: string, person: typeof student): Promise<void> {
  await page.locator(`#${prefix}-name`).fill(person.userName);
  await page.locator(`#${prefix}-account`).fill(person.loginName);
  await page.locator(`#${prefix}-password`).fill(person.password);
}

/** A tablet follows a card's link the way a camera app would. */
async function signInWithCard(link: string): Promise<void> {
  const tablet = await newPage(browser);
  try {
    await tablet.page.goto(link);
    await tablet.page.waitForURL((url) => url.pathname.endsWith('/stuIndex'));
  } finally {
    await tablet.context.close();
  }
}

describe('as schooladmin01', () => {
  let cardLink = '';

  it('creates a class', async () => {
    await open(adminPage, '/adminIndex/basis/class');
    await button(adminPage, adminBasisZhCN.common.create).click();
    await adminPage.locator('#class-name').fill(className);
    await saveDialog(adminPage);
    await adminPage.getByRole('cell', { name: className, exact: true }).first().waitFor();
  });

  it('shows the §5 message when a new student has no name, and adds one by hand', async () => {
    await open(adminPage, '/adminIndex/basis/student');
    await button(adminPage, adminBasisZhCN.common.create).click();
    await settle(adminPage);
    await button(adminPage.getByRole('dialog'), adminBasisZhCN.common.save).click();
    await adminPage.getByText('姓名不能为空').first().waitFor();
    await fillPerson(adminPage, 'student', student);
    await chooseOption(adminPage, 'student-class', className);
    await saveDialog(adminPage);
    await adminPage.locator('#basis-keyword').fill(student.loginName);
    await button(adminPage, adminBasisZhCN.common.search).click();
    await adminPage.getByRole('cell', { name: student.loginName, exact: true }).waitFor();
  });

  it('adds a teacher by hand as head teacher of the new class', async () => {
    await open(adminPage, '/adminIndex/basis/teacher');
    await adminPage.getByRole('cell', { name: 'teacher01', exact: true }).waitFor();
    await button(adminPage, adminBasisZhCN.common.create).click();
    await fillPerson(adminPage, 'teacher', teacher);
    await chooseOption(adminPage, 'teacher-head-classes', className);
    await adminPage.keyboard.press('Escape');
    await saveDialog(adminPage);
    await adminPage.locator('#basis-keyword').fill(teacher.loginName);
    await button(adminPage, adminBasisZhCN.common.search).click();
    const row = adminPage.getByRole('row', { name: new RegExp(teacher.loginName) });
    await expect.poll(() => row.innerText()).toContain(className);
  });

  it('imports the demo workbook after a dry run and downloads the rejected rows', async () => {
    const file = path.join(workDir, 'demo.xlsx');
    await writeFile(file, await demoStudentWorkbook(suffix));
    await open(adminPage, '/adminIndex/basis/batchAddAccounts');
    await adminPage.locator('#ba-file').setInputFiles(file);
    await button(adminPage, batchAccountsZhCN.check).click();
    const summary = batchAccountsZhCN.summary
      .replace('{{total}}', '11')
      .replace('{{valid}}', '5')
      .replace('{{rejected}}', '6');
    await adminPage.getByText(summary).waitFor({ timeout: 20_000 });
    for (const message of ['姓名不能为空', '班级不存在']) {
      expect(await adminPage.getByRole('cell', { name: new RegExp(message) }).count()).toBeGreaterThan(0);
    }
    const downloading = adminPage.waitForEvent('download');
    await button(adminPage, batchAccountsZhCN.errorWorkbook).click();
    const workbook = await readFile((await (await downloading).path()) ?? '');
    expect(workbook.subarray(0, 2).toString()).toBe('PK');

    await adminPage.locator('#ba-password').fill('Start@2026');
    await adminPage.getByRole('button', { name: batchAccountsZhCN.importButton.replace('{{count}}', '5') }).click();
    await adminPage.getByText(batchAccountsZhCN.imported.replace('{{count}}', '5')).waitFor({ timeout: 30_000 });
  });

  it("prints the class's QR cards and a student signs in with one", async () => {
    await open(adminPage, '/adminIndex/basis/class');
    const opening = adminPage.waitForEvent('popup');
    await adminPage.getByRole('button', { name: new RegExp(`${qrCardsZhCN.print}.*${className}`) }).click();
    const sheet = await opening;
    await sheet.waitForURL(/^blob:/);
    const link = await sheet.locator('[data-link]').first().getAttribute('data-link');
    expect(link).toContain('/sso/login/qrSignIn?code=');
    await signInWithCard(link ?? '');
    cardLink = link ?? '';
  });

  it("resets the student's code, and the old card no longer signs in", async () => {
    await adminPage
      .getByRole('row', { name: new RegExp(className) })
      .getByRole('button', { name: /展开/ })
      .click();
    await adminPage.getByRole('button', { name: `${qrCardsZhCN.reset} ${student.userName}` }).click();
    await adminPage.locator('dialog.pj-dialog').getByRole('button', { name: qrCardsZhCN.confirm }).click();
    await adminPage.getByText(qrCardsZhCN.resetDone).first().waitFor();
    const tablet = await newPage(browser);
    try {
      const response = await tablet.page.goto(cardLink);
      expect(await response?.text()).toContain('二维码无效或已重置');
    } finally {
      await tablet.context.close();
    }
  });
});

describe('as service01', () => {
  it('finds the new student, resets their password, and the student signs in with it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'service01');
      await open(page, '/customerService/userQuery');
      await page.locator('#cs-loginName').fill(student.loginName);
      await button(page, customerServiceZhCN.search).click();
      await page.getByRole('cell', { name: student.loginName, exact: true }).waitFor();
      await page.getByRole('button', { name: `${customerServiceZhCN.resetPassword} ${student.loginName}` }).click();
      await page.locator('#cs-reset-password').fill(NEW_PASSWORD);
      await page.locator('#cs-reset-reason').fill('学生忘记密码');
      await settle(page);
      await button(page.getByRole('dialog'), customerServiceZhCN.resetPassword).click();
      await page.getByText(customerServiceZhCN.resetDone).first().waitFor();
    } finally {
      await context.close();
    }
    const fresh = await newPage(browser);
    try {
      await signIn(fresh.page, baseUrl, student.loginName, NEW_PASSWORD);
      await fresh.page.waitForURL((url) => url.pathname.endsWith('/stuIndex'));
    } finally {
      await fresh.context.close();
    }
  });
});
