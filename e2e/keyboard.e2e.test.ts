// Issue 16 in a real browser, by keyboard alone (Tab, arrows, Space, Enter and typing; no
// mouse): a student signs in, answers choice, fill-in, rating and open-text items and submits;
// a parent signs in, binds two children and switches between them. The accounts are built for
// this file, so the demo accounts' data stay as they were.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CONTENT } from '../server/src/seed/content/activities.js';
import { CURRENT_SCHOOL_YEAR } from '../server/src/seed/org.js';
import { createParent, createStudent, TEST_PASSWORD } from '../server/src/test/factories.js';
import { answerZhCN } from '../web/src/features/answer/texts.js';
import { reportZhCN } from '../web/src/features/real-time-report/texts.js';
import { studentZhCN } from '../web/src/features/student/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath } from './support/session.js';
import { countAnswers } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const PHONE = { width: 360, height: 740 };
const suffix = String(Date.now() % 1_000_000);

const GROWTH = (() => {
  const found = DEMO_CONTENT.find((entry) => entry.definition.name === '我的成长足迹');
  if (!found) throw new Error('no demo activity 我的成长足迹');
  return String(found.definition.name);
})();

/** Longer than any page's tab order here, short enough to fail fast when a control is out of reach. */
const MAX_TABS = 80;

/** Presses Tab until the focus is on (or inside) `target`; fails when Tab never reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.first().waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Into a radio group, then arrows until the option is chosen (arrows choose as they move). */
async function chooseRadio(page: Page, group: Locator, label: string): Promise<void> {
  await tabTo(page, group);
  const option = group.getByLabel(label, { exact: true });
  if (!(await option.isChecked())) await page.keyboard.press('Space');
  for (let moves = 0; moves < 10 && !(await option.isChecked()); moves += 1) await page.keyboard.press('ArrowDown');
  expect(await option.isChecked()).toBe(true);
}

async function signInByKeyboard(page: Page, loginName: string): Promise<void> {
  await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(CLIENT_ROOT)}`);
  await tabTo(page, page.locator('#sso-login-name'));
  await page.keyboard.type(loginName);
  await tabTo(page, page.locator('#sso-password'));
  await page.keyboard.type(TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith(CLIENT_ROOT) && !url.hash.includes('token='));
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  return newPage(browser, { viewport: PHONE });
}

describe('a student, by keyboard', () => {
  let student: Awaited<ReturnType<typeof createStudent>>;
  let context: BrowserContext;
  let page: Page;
  const item = (type: string) => page.getByTestId(`item-${type}`);

  beforeAll(async () => {
    student = await createStudent(
      { classId: 1, userName: `键盘${suffix}`, confirmedSchoolYear: CURRENT_SCHOOL_YEAR },
      db,
    );
    ({ context, page } = await phonePage());
  });

  afterAll(async () => {
    await context.close();
  });

  it('signs in and opens an activity from the home and its guide page', async () => {
    await signInByKeyboard(page, student.loginName);
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
    await pressOn(
      page,
      page.getByRole('button', { name: `${studentZhCN.answer.start} ${GROWTH}`, exact: true }),
      'Enter',
    );
    await page.waitForURL(() => clientPath(page) === '/activityIntroductionPage');
    await pressOn(page, page.getByRole('button', { name: answerZhCN.guide.start }), 'Enter');
    await page.waitForURL(() => clientPath(page) === '/studentAnswer');
  });

  it('answers choice, fill-in, rating and open-text items', async () => {
    await chooseRadio(page, item('single'), '1-2 次');
    await pressOn(page, item('multiple').getByLabel('按时作息'), 'Space');
    await pressOn(page, item('multiple').getByLabel('自己整理书包'), 'Space');
    expect(await item('multiple').getByLabel('自己整理书包').isChecked()).toBe(true);
    await chooseRadio(page, item('judge'), '正确');
    await tabTo(page, item('fill').getByRole('textbox'));
    await page.keyboard.type('五星红');
    await chooseRadio(page, item('scale'), '4 分');
    await tabTo(page, item('text').getByRole('textbox'));
    await page.keyboard.type('我读了《草房子》，学会了珍惜朋友。');
    expect(await item('fill').getByRole('textbox').inputValue()).toBe('五星红');
  });

  it('submits, confirming with the focus the confirmation puts on its button', async () => {
    await pressOn(page, page.getByRole('button', { name: answerZhCN.answer.submit, exact: true }), 'Enter');
    await page.getByRole('alertdialog').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(() => clientPath(page) === '/personalRealTimeReport');
    await page.getByRole('heading', { name: reportZhCN.title }).waitFor();
    expect(await countAnswers({ userId: student.id }, db)).toBe(1);
  });
});

describe('a parent, by keyboard', () => {
  const text = zhCN.parents;
  type Child = Awaited<ReturnType<typeof createStudent>>;
  let children: [Child, Child];
  let parent: Awaited<ReturnType<typeof createParent>>;
  let context: BrowserContext;
  let page: Page;
  const bindDialog = () => page.getByRole('dialog', { name: text.bindTitle });
  const progressHeading = (name: string) =>
    page.getByRole('heading', { name: text.progressTitle.replace('{{name}}', name) });

  beforeAll(async () => {
    children = [
      await createStudent({ classId: 1, userName: `孩子甲${suffix}`, confirmedSchoolYear: CURRENT_SCHOOL_YEAR }, db),
      await createStudent({ classId: 1, userName: `孩子乙${suffix}`, confirmedSchoolYear: CURRENT_SCHOOL_YEAR }, db),
    ];
    parent = await createParent({ userName: `家长${suffix}` }, db);
    ({ context, page } = await phonePage());
  });

  afterAll(async () => {
    await context.close();
  });

  async function bindByAccount(child: { loginName: string; userName: string }): Promise<void> {
    const dialog = bindDialog();
    await pressOn(page, dialog.getByRole('tab', { name: text.tabAccount }), 'Enter');
    await tabTo(page, dialog.locator('#bind-login-name'));
    await page.keyboard.type(child.loginName);
    await tabTo(page, dialog.locator('#bind-password'));
    await page.keyboard.type(TEST_PASSWORD);
    await pressOn(page, dialog.getByRole('button', { name: text.bind, exact: true }), 'Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('main').getByText(child.userName).first().waitFor();
  }

  it('signs in and binds a first child in the dialog that opens by itself', async () => {
    await signInByKeyboard(page, parent.loginName);
    await page.waitForURL(() => clientPath(page) === '/parentIndexPage');
    await bindDialog().waitFor();
    await bindByAccount(children[0]);
    await progressHeading(children[0].userName).waitFor();
  });

  it('binds a second child from the home', async () => {
    await pressOn(page, page.getByRole('button', { name: text.bindAnother }), 'Enter');
    await bindByAccount(children[1]);
  });

  it('switches between the children with the arrow keys', async () => {
    const [first, second] = children;
    const switcher = page.getByRole('radiogroup', { name: text.switchChild });
    await chooseRadio(page, switcher, first.userName);
    await progressHeading(first.userName).waitFor();
    await chooseRadio(page, switcher, second.userName);
    await progressHeading(second.userName).waitFor();
    expect(await progressHeading(first.userName).count()).toBe(0);
  });
});
