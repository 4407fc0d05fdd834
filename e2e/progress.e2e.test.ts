// Issue 12 part 1 in a real browser: areaadmin01 drills the progress of a task group from the
// district down to a class's students and exports it; schooladmin01 recovers an assessment a
// student had submitted, and the student finds it open and answers it again; the progress page
// in English. The student is built for this file, so the demo accounts' data stay as they were.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { DEMO_CONTENT } from '../server/src/seed/content/activities.js';
import { CURRENT_SCHOOL_YEAR } from '../server/src/seed/org.js';
import { createStudent } from '../server/src/test/factories.js';
import { answerZhCN } from '../web/src/features/answer/texts.js';
import { progressEnUS, progressZhCN } from '../web/src/features/progress/texts.js';
import { studentZhCN } from '../web/src/features/student/texts.js';
import { drillEnUS, drillZhCN } from '../web/src/shared/admin/drill/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, signIn } from './support/session.js';
import { countAnswers } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const text = progressZhCN;

const activityName = (name: string) => {
  const found = DEMO_CONTENT.find((entry) => entry.definition.name === name);
  if (!found) throw new Error(`no demo activity ${name}`);
  return String(found.definition.name);
};
const GROWTH = activityName('我的成长足迹');
// Two items and outside the stamina limit: the quickest activity to answer twice.
const SURVEY = activityName('健康生活小调查');
const SCHOOL = '杭州市西湖区求是实验学校';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

async function openFromMenu(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Opens the level below a row by its name button. */
async function drill(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('navigation', { name: drillZhCN.path.label }).getByText(name, { exact: true }).waitFor();
}

const studentRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

describe('as areaadmin01', () => {
  let page: Page;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'areaadmin01');
  });

  it('drills from the district to a class, by mouse and by keyboard, and back up', async () => {
    await openFromMenu(page, zhCN.menu.progressQuery, text.title);
    await page.getByRole('columnheader', { name: text.kinds.school }).waitFor();
    await drill(page, SCHOOL);
    await page.getByRole('columnheader', { name: text.kinds.grade }).waitFor();
    // Keyboard: the row's name is a real button, Enter opens the level below.
    await page.getByRole('button', { name: '七年级', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('columnheader', { name: text.kinds.class }).waitFor();
    await drill(page, '1班');
    await page.getByRole('columnheader', { name: text.students.loginName }).waitFor();
    await studentRow(page, 'student02').waitFor();

    const path = page.getByRole('navigation', { name: drillZhCN.path.label });
    expect(await path.getByRole('listitem').allInnerTexts()).toEqual([drillZhCN.path.root, SCHOOL, '七年级', '1班']);
    await path.getByRole('button', { name: SCHOOL }).click();
    await page.getByRole('columnheader', { name: text.kinds.grade }).waitFor();
    await drill(page, '七年级');
    await drill(page, '1班');
  });

  it("shows each student's state on one activity, and filters by it", async () => {
    await chooseOption(page, 'progress-activity', GROWTH);
    // student02 submitted every activity of the demo groups when the demo was seeded.
    await expect.poll(() => studentRow(page, 'student02').innerText()).toContain(drillZhCN.status.done);
    await chooseOption(page, 'progress-status', drillZhCN.status.done);
    await button(page, drillZhCN.students.search).click();
    await expect
      .poll(async () => (await page.locator('tbody tr.pj-table__row').allInnerTexts()).join('\n'))
      .not.toMatch(new RegExp(`${drillZhCN.status.notStarted}|${drillZhCN.status.inProgress}`));
    await studentRow(page, 'student02').waitFor();
  });

  it("exports the class's rows as a workbook holding what the table lists", async () => {
    const tableTotal = Number(/\d+/.exec(await page.locator('.pj-pager__total').innerText())?.[0]);
    const downloading = page.waitForEvent('download');
    await button(page, text.export.button).click();
    const filePath = (await (await downloading).path()) ?? '';
    expect((await readFile(filePath)).subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(filePath);
    const sheet = workbook.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) => cells.push(JSON.stringify(row.values)));
    expect(cells.join('\n')).toContain('student02');
    // A header row (at least) above one row per student listed.
    expect(cells.length).toBeGreaterThan(tableTotal);
  });
});

describe('as schooladmin01, recovering an assessment', () => {
  const suffix = String(Date.now() % 1_000_000);
  const reason = '答题时设备故障，需要重新作答';
  let student: Awaited<ReturnType<typeof createStudent>>;
  let studentContext: BrowserContext;
  let studentPage: Page;
  let adminPage: Page;

  beforeAll(async () => {
    student = await createStudent(
      { classId: 1, userName: `恢复测试${suffix}`, confirmedSchoolYear: CURRENT_SCHOOL_YEAR },
      db,
    );
    ({ context: studentContext, page: studentPage } = await newPage(browser, {
      viewport: { width: 414, height: 896 },
    }));
    adminPage = (await newPage(browser)).page;
  });

  afterAll(async () => {
    await studentContext.close();
  });

  const startButton = () =>
    studentPage.getByRole('button', { name: `${studentZhCN.answer.start} ${SURVEY}`, exact: true });

  /** From the home: the guide page, both items, the submit and its confirmation. */
  async function answerSurvey(): Promise<void> {
    await startButton().click();
    await studentPage.getByRole('button', { name: answerZhCN.guide.start }).click();
    await studentPage.getByTestId('item-single').getByLabel('21:30 之前').check();
    await studentPage.getByTestId('item-scale').getByLabel('同意', { exact: true }).check();
    await studentPage.getByRole('button', { name: answerZhCN.answer.submit, exact: true }).click();
    await studentPage.getByRole('alertdialog').getByRole('button', { name: answerZhCN.answer.confirm }).click();
    await studentPage.waitForURL(() => clientPath(studentPage) === '/personalRealTimeReport');
  }

  it('starts with the student having submitted the activity', async () => {
    await signIn(studentPage, baseUrl, student.loginName, student.password);
    await studentPage.waitForURL(() => clientPath(studentPage) === '/stuIndex');
    await answerSurvey();
    expect(await countAnswers({ userId: student.id }, db)).toBe(1);
  });

  it('finds the student done in their class', async () => {
    await signIn(adminPage, baseUrl, 'schooladmin01');
    await openFromMenu(adminPage, zhCN.menu.assessmentRecovery, text.recovery.title);
    await adminPage.getByText(text.recovery.chooseActivityFirst).waitFor();
    await chooseOption(adminPage, 'progress-activity', SURVEY);
    // A school admin's scope is their school: the table starts at its grades.
    await adminPage.getByRole('columnheader', { name: text.kinds.grade }).waitFor();
    await drill(adminPage, '七年级');
    await drill(adminPage, '1班');
    await expect.poll(() => studentRow(adminPage, student.loginName).innerText()).toContain(drillZhCN.status.done);
  });

  it('asks for a reason of 2 to 200 characters, then for a confirmation naming student and activity', async () => {
    await adminPage.getByRole('button', { name: fill(text.recovery.resetLabel, { name: student.userName }) }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel(text.recovery.reason).fill('错');
    await button(dialog, text.recovery.next).click();
    await dialog.getByText(text.recovery.reasonRule).waitFor();

    await dialog.getByLabel(text.recovery.reason).fill(reason);
    await button(dialog, text.recovery.next).click();
    await dialog.getByText(fill(text.recovery.confirmText, { student: student.userName, activity: SURVEY })).waitFor();
    expect(await countAnswers({ userId: student.id }, db)).toBe(1);
  });

  it('recovers it: the message, the row back to not started, the old answer kept', async () => {
    const dialog = adminPage.getByRole('dialog');
    await button(dialog, text.recovery.confirm).click();
    await adminPage.getByText(fill(text.recovery.done, { student: student.userName })).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => studentRow(adminPage, student.loginName).innerText())
      .toContain(drillZhCN.status.notStarted);
    expect(
      await adminPage.getByRole('button', { name: fill(text.recovery.resetLabel, { name: student.userName }) }).count(),
    ).toBe(0);
    expect(await countAnswers({ userId: student.id }, db)).toBe(1);
  });

  it('lets the student start the activity afresh and answer it again', async () => {
    await studentPage.goto(`${baseUrl}${CLIENT_ROOT}stuIndex`);
    await startButton().waitFor();
    await answerSurvey();
    expect(await countAnswers({ userId: student.id }, db)).toBe(2);
  });
});

describe('in English', () => {
  it('shows the progress page and its figures in English', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openFromMenu(page, enUS.menu.progressQuery, progressEnUS.title);
      await page.getByRole('columnheader', { name: progressEnUS.counts.completionRate }).waitFor();
      await page.getByText(drillEnUS.filters.allActivities).waitFor();
      await page.getByRole('progressbar', { name: fill(drillEnUS.rateLabel, { name: SCHOOL }) }).waitFor();
    } finally {
      await context.close();
    }
  });
});
