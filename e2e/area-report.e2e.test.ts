// Issue 13 in a real browser: areaadmin01 reads the district's report of batch 2 with its value-added
// against batch 1, draws its charts, opens a school by keyboard, publishes the report and takes the
// publication back (the demo publishes batch 1 only, and the student pages' tests rely on that);
// headteacher01 opens their class's report and exports it. Axe clean, in Chinese and in English.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { reportPublications, taskGroups } from '../server/src/db/schema/index.js';
import { REPORT_GROUPS } from '../server/src/seed/reports/content.js';
import { drillZhCN } from '../web/src/shared/admin/drill/texts.js';
import { reportsEnUS, reportsZhCN } from '../web/src/features/reports/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption, selectsClosed } from './support/admin.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const text = reportsZhCN;
const DISTRICT = { id: 4, name: '西湖区' };
const SCHOOL = '杭州市西湖区求是实验学校';
const BATCH_1 = REPORT_GROUPS['1'].name;
const BATCH_2 = REPORT_GROUPS['2'].name;
/** Report year 2025 and its batch 2, as the demo dictionaries name them in each language. */
const YEAR_2025 = '2025-2026';
const BATCH_2_LABEL = { zh: '第二批次（春季学期）', en: 'Batch 2 (spring term)' };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
/** A figure as the page writes it: one decimal, a change with its sign. */
const SIGNED = /^[+\u2212]?\d+\.\d$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

async function batch2Id(): Promise<number> {
  const [group] = await db.select({ id: taskGroups.id }).from(taskGroups).where(eq(taskGroups.name, BATCH_2));
  if (!group) throw new Error('the demo has no batch-2 report');
  return group.id;
}

/** Whether the district's own publication of batch 2 is stored. */
async function isBatch2Published(): Promise<boolean> {
  const rows = await db
    .select({ scopeId: reportPublications.scopeId })
    .from(reportPublications)
    .where(
      and(
        eq(reportPublications.taskGroupId, await batch2Id()),
        eq(reportPublications.scope, 'region'),
        eq(reportPublications.scopeId, DISTRICT.id),
      ),
    );
  return rows.length > 0;
}

async function openFromMenu(page: Page, menuLabel: string, heading: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: menuLabel, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Chooses report year 2025 and its batch 2: the demo's newest report is another year's, without answers. */
async function chooseBatch2(page: Page, batchLabel: string): Promise<void> {
  await chooseOption(page, 'report-year', YEAR_2025);
  await chooseOption(page, 'report-batch', batchLabel);
  await page.getByTestId('report-report').getByText(BATCH_2, { exact: true }).waitFor();
  await selectsClosed(page);
}

const fact = (page: Page, key: string) => page.getByTestId(`report-${key}`);
const card = (page: Page, label: string) =>
  page
    .getByTestId('report-overall')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Answers the confirmation the publish button asks. */
async function confirm(page: Page, question: string, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('as areaadmin01', () => {
  let page: Page;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'areaadmin01');
  });

  afterAll(async () => {
    // Whatever happened above, batch 2 is left unpublished, as the demo has it.
    await db
      .delete(reportPublications)
      .where(
        and(
          eq(reportPublications.taskGroupId, await batch2Id()),
          eq(reportPublications.scope, 'region'),
          eq(reportPublications.scopeId, DISTRICT.id),
        ),
      );
  });

  it("opens on batch 2's district report, a preview, with value-added against batch 1", async () => {
    await openFromMenu(page, zhCN.menu.areaReport, text.titles.area);
    await chooseBatch2(page, BATCH_2_LABEL.zh);
    await page.getByTestId('report-overall').waitFor();
    expect(await fact(page, 'publication').innerText()).toBe(text.head.preview);
    expect(await fact(page, 'baseline').innerText()).toContain(BATCH_1);
    expect(await card(page, text.overall.mean).innerText()).toMatch(SIGNED);
    expect(await card(page, text.overall.change).innerText()).toMatch(SIGNED);
    expect(await card(page, text.overall.againstExpected).innerText()).toMatch(SIGNED);
    expect(await page.getByTestId('value-added-method').innerText()).toBe(text.valueAdded.method);
    // Each school's own change, on its students present in both batches.
    const school = page.getByRole('row', { name: new RegExp(SCHOOL) });
    const cells = await school.getByRole('cell').allInnerTexts();
    expect(cells.slice(-2).every((cell) => SIGNED.test(cell.trim()))).toBe(true);
  });

  it('draws the charts on request, each named by its numbers', async () => {
    await button(page, text.charts.show).click();
    const radar = page.getByRole('img', { name: new RegExp(`^${text.charts.radarTitle}`) });
    await radar.locator('svg').waitFor();
    expect(await radar.getAttribute('aria-label')).toContain('品德发展');
    await page
      .getByRole('img', { name: new RegExp(`^${text.charts.valueAddedTitle}`) })
      .locator('svg')
      .waitFor();
  });

  it('is axe clean with its charts drawn', async () => {
    await expectNoSeriousViolations(page, 'the area report');
  });

  it('publishes batch 2 for the district after a confirmation, then takes it back', async () => {
    await button(page, text.publish.publish).click();
    const names = { report: BATCH_2, scope: DISTRICT.name };
    await confirm(page, fill(text.publish.publishConfirm, names), text.publish.confirmPublish);
    await button(page, text.publish.withdraw).waitFor();
    expect(await fact(page, 'publication').innerText()).toMatch(/^已发布（.+）$/);
    expect(await isBatch2Published()).toBe(true);

    await button(page, text.publish.withdraw).click();
    await confirm(page, fill(text.publish.withdrawConfirm, names), text.publish.confirmWithdraw);
    await button(page, text.publish.publish).waitFor();
    expect(await fact(page, 'publication').innerText()).toBe(text.head.preview);
    expect(await isBatch2Published()).toBe(false);
  });

  it('opens a school from its row by keyboard, with its own value-added', async () => {
    await page.getByRole('button', { name: SCHOOL, exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: drillZhCN.path.label }).getByText(SCHOOL, { exact: true }).waitFor();
    await page.getByRole('heading', { name: fill(text.units.title, { kind: text.kinds.grade }) }).waitFor();
    expect(await card(page, text.overall.change).innerText()).toMatch(SIGNED);
    // Publishing is the district's: a school below it offers none.
    expect(await button(page, text.publish.publish).count()).toBe(0);
    await expectNoSeriousViolations(page, "a school's report");
  });
});

describe('in English', () => {
  it('reads the area report and its method in English', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openFromMenu(page, enUS.menu.areaReport, reportsEnUS.titles.area);
      await chooseBatch2(page, BATCH_2_LABEL.en);
      expect(await fact(page, 'publication').innerText()).toBe(reportsEnUS.head.preview);
      expect(await page.getByTestId('value-added-method').innerText()).toBe(reportsEnUS.valueAdded.method);
      await button(page, reportsEnUS.publish.publish).waitFor();
      await expectNoSeriousViolations(page, 'the area report in English');
    } finally {
      await context.close();
    }
  });
});

describe('as headteacher01', () => {
  it('opens the class report: students in name order, none ranked, and exports it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'headteacher01');
      await openFromMenu(page, zhCN.menu.classesReport, text.titles.classes);
      await chooseOption(page, 'report-year', YEAR_2025);
      await chooseOption(page, 'report-batch', BATCH_2_LABEL.zh);
      await selectsClosed(page);
      await page.getByRole('button', { name: fill(text.classes.openLabel, { name: '七年级1班' }) }).click();
      const students = page.getByRole('region', { name: text.students.title });
      await students.getByRole('row', { name: /student01/ }).waitFor();
      const headers = await students.getByRole('columnheader').allInnerTexts();
      expect(headers).toEqual([
        text.students.userName,
        text.students.loginName,
        text.students.overall,
        text.students.level,
      ]);
      const shown = await students.getByRole('row').count();
      await expectNoSeriousViolations(page, 'the class report');

      const downloading = page.waitForEvent('download');
      await button(page, text.export.classReport).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path()) ?? '');
      const cells: string[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
      const sheetText = cells.join('\n');
      expect(sheetText).toContain('student01');
      // Every student listed on the screen (less the header row) is in the workbook.
      expect(cells.length).toBeGreaterThanOrEqual(shown - 1);
    } finally {
      await context.close();
    }
  });
});
