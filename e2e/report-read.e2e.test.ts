// Issue 13, the reading status of a report in a real browser (/adminIndex/check/reportRead): a
// student and a parent built for this file open the published batch-1 report through the API with
// their own sessions, and schooladmin01 (in Chinese) and areaadmin01 (in English) see who read it
// and when change, drilling to the student's class by keyboard; the page is axe clean in both.
// Fresh accounts: a report's first opening is kept, so the demo students' state depends on what
// ran before, and the demo data stay as they were.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, report } from '../packages/contract/src/index.js';
import { taskGroups } from '../server/src/db/schema/index.js';
import { DICTIONARY_ROWS } from '../server/src/seed/dictionaries.js';
import { CURRENT_SCHOOL_YEAR } from '../server/src/seed/org.js';
import { REPORT_GROUPS } from '../server/src/seed/reports/content.js';
import { createParent, createStudent, TEST_PASSWORD } from '../server/src/test/factories.js';
import { reportReadsEnUS, reportReadsZhCN } from '../web/src/features/report-reads/texts.js';
import { drillEnUS, drillZhCN } from '../web/src/shared/admin/drill/texts.js';
import { reportChoiceEnUS, reportChoiceZhCN } from '../web/src/shared/admin/report-choice/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption, selectsClosed } from './support/admin.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { inNewPage, launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { callFromPage, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const SCHOOL = '杭州市西湖区求是实验学校';
// student01's class, in the district batch 1 is published to.
const CLASS_ID = 1;
/** A seeded dictionary entry's label as a reader of the locale sees it. */
function dictLabel(dictType: string, key: string, english: boolean): string {
  const row = DICTIONARY_ROWS.find((entry) => entry.dictType === dictType && entry.dictKey === key);
  if (!row) throw new Error(`no ${dictType} ${key} in the seed`);
  return (english && row.dictValueEn) || row.dictValue;
}

type Texts = typeof reportReadsZhCN;
interface Locale {
  english: boolean;
  text: Texts;
  menu: string;
  pathLabel: string;
  choice: typeof reportChoiceZhCN;
}
const ZH: Locale = {
  english: false,
  text: reportReadsZhCN,
  menu: zhCN.menu.reportRead,
  pathLabel: drillZhCN.path.label,
  choice: reportChoiceZhCN,
};
const EN: Locale = {
  english: true,
  text: reportReadsEnUS,
  menu: enUS.menu.reportRead,
  pathLabel: drillEnUS.path.label,
  choice: reportChoiceEnUS,
};

let browser: Browser;
let taskGroupId: number;
let student: Awaited<ReturnType<typeof createStudent>>;
let parent: Awaited<ReturnType<typeof createParent>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const [group] = await db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(eq(taskGroups.name, REPORT_GROUPS['1'].name));
  if (!group) throw new Error('the demo has no batch-1 report');
  taskGroupId = group.id;
  const suffix = String(Date.now() % 1_000_000);
  student = await createStudent(
    { classId: CLASS_ID, userName: `查阅测试${suffix}`, confirmedSchoolYear: CURRENT_SCHOOL_YEAR },
    db,
  );
  parent = await createParent({ userName: `查阅家长${suffix}`, children: [student.id] }, db);
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

/** Signs in as the reader and records that they opened the report, as the student report page does. */
async function openReportAs(loginName: string, body: { taskGroupId: number; studentId?: number }): Promise<void> {
  await inNewPage(browser, async (page) => {
    await signIn(page, baseUrl, loginName, TEST_PASSWORD);
    const reply = await callFromPage<{ success: boolean }>(page, report.updateReportReadStatus.path, {
      method: 'POST',
      body,
    });
    expect(reply.success).toBe(true);
  });
}

/** Opens the page from the menu and chooses the published batch-1 report. */
async function openBatch1(page: Page, { english, text, menu, choice }: Locale): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: menu, exact: true }).click();
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  // The page opens on the newest report of the scope, which may be a later year's.
  await chooseOption(page, 'report-read-year', dictLabel('reportYear', '2025', english));
  // The year's reports have loaded (its newest report, published or a preview) and its list has closed.
  await page
    .getByText(choice.published, { exact: true })
    .or(page.getByText(choice.preview, { exact: true }))
    .first()
    .waitFor();
  await selectsClosed(page);
  await chooseOption(page, 'report-read-batch', dictLabel('evaluationBatch', '1', english));
  await page.getByText(choice.published, { exact: true }).waitFor();
}

/** Opens the level below by the unit's name button, from the keyboard. */
async function drillByKeyboard(page: Page, name: string, { pathLabel }: Locale): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: pathLabel }).getByText(name, { exact: true }).waitFor();
}

/** Lists the students of the level with the filter chosen, and the test student's row. */
async function search(page: Page, text: Texts, reader: keyof Texts['filters']['readers'], read: 'read' | 'all') {
  await chooseOption(page, 'report-read-reader', text.filters.readers[reader]);
  await chooseOption(page, 'report-read-state', text.filters.readStates[read]);
  await page.locator('#report-read-keyword').fill(student.userName);
  await button(page, text.filters.search).click();
}

/** Axe once every select has closed: an open select's popup holds an unnamed listbox. */
async function expectAxeClean(page: Page, where: string): Promise<void> {
  await selectsClosed(page);
  await expectNoSeriousViolations(page, where);
}

const studentRow = (page: Page) => page.getByRole('row', { name: new RegExp(student.userName) });
/** The student's and the parent's reading time cells. */
const readCells = async (page: Page) => (await studentRow(page).getByRole('cell').allInnerTexts()).slice(3);
const figure = (page: Page, label: string) =>
  page
    .getByTestId('report-read-counts')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
const countOf = async (page: Page, label: string) => Number(/^\d+/.exec(await figure(page, label).innerText())?.[0]);

describe('as schooladmin01, in Chinese', () => {
  let page: Page;
  let readBefore: number;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'schooladmin01');
  });

  it('drills to the class by keyboard: the new student has not read the report, nor a parent', async () => {
    await openBatch1(page, ZH);
    await drillByKeyboard(page, '七年级', ZH);
    await drillByKeyboard(page, '1班', ZH);
    await search(page, ZH.text, 'any', 'all');
    await expect.poll(() => readCells(page)).toEqual([ZH.text.students.notYet, ZH.text.students.notYet]);
    readBefore = await countOf(page, ZH.text.counts.readByStudent);
    await expectAxeClean(page, 'reportRead (zh-CN, schooladmin01, a class)');
  });

  it('sees when the student opened it, and the class figure go up by one', async () => {
    await openReportAs(student.loginName, { taskGroupId });
    await search(page, ZH.text, 'student', 'read');
    await expect.poll(async () => (await readCells(page))[0]).toMatch(/\d{1,2}:\d{2}/);
    expect((await readCells(page))[1]).toBe(ZH.text.students.notYet);
    // Up to the grade and back: the class's figures are asked again.
    await page.getByRole('navigation', { name: ZH.pathLabel }).getByRole('button', { name: '七年级' }).click();
    await drillByKeyboard(page, '1班', ZH);
    await expect.poll(() => countOf(page, ZH.text.counts.readByStudent)).toBe(readBefore + 1);
  });
});

describe('as areaadmin01, in English', () => {
  it('sees that a parent opened it too, from the district down', async () => {
    await openReportAs(parent.loginName, { taskGroupId, studentId: student.id });
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openBatch1(page, EN);
      await page.getByRole('heading', { name: EN.text.units.title }).waitFor();
      await drillByKeyboard(page, SCHOOL, EN);
      await drillByKeyboard(page, '七年级', EN);
      await drillByKeyboard(page, '1班', EN);
      await search(page, EN.text, 'parent', 'read');
      await expect.poll(async () => (await readCells(page)).every((cell) => /\d{1,2}:\d{2}/.test(cell))).toBe(true);
      await expectAxeClean(page, 'reportRead (en-US, areaadmin01, a class)');
    } finally {
      await context.close();
    }
  });
});
