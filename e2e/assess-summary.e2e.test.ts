// Issue 12, the assessment summary in a real browser: areaadmin01 reads the district's figures and
// tables, draws the charts, drills by keyboard down to a class, opens a student's details
// and exports the class; the page is axe clean at the district and the class, and reads in English.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { assessSummaryEnUS, assessSummaryZhCN } from '../web/src/features/assess-summary/texts.js';
import { drillEnUS, drillZhCN } from '../web/src/shared/admin/drill/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const text = assessSummaryZhCN;
const SCHOOL = '杭州市西湖区求是实验学校';
const GROWTH = '我的成长足迹';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2 A and AA rules axe-core finds broken on the page, as "rule: element" lines. axe is
 * evaluated through the browser's debugging protocol: the page's CSP refuses an injected script tag.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

async function openSummary(page: Page, menuLabel: string, heading: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: menuLabel, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const path = (page: Page) => page.getByRole('navigation', { name: drillZhCN.path.label });
/** The rate chart of the units below the level (kind: their kind's word), by its spoken name. */
const rateChart = (page: Page, kind: string) =>
  page.getByRole('img', { name: new RegExp(`^${fill(text.charts.rateTitle, { kind })}`) });

describe('as areaadmin01', () => {
  let page: Page;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'areaadmin01');
  });

  it("shows the district's summary cards, states and the schools' figures as tables", async () => {
    await openSummary(page, zhCN.menu.assessSummary, text.title);
    const cards = page.getByTestId('summary-cards');
    await cards.getByText(text.cards.completionRate).waitFor();
    expect(await cards.locator('dt').allInnerTexts()).toContain(text.cards.students);
    await page.getByTestId('summary-status').getByText(drillZhCN.status.notStarted).waitFor();
    const rateFigure = page.locator('figure', { hasText: fill(text.charts.rateTitle, { kind: '学校' }) });
    await rateFigure.getByRole('columnheader', { name: text.kindHeads.school }).waitFor();
    await page.locator('figure', { hasText: fill(text.charts.timeTitle, { kind: '学校' }) }).waitFor();
    await page.getByRole('heading', { name: text.matrix.title }).waitFor();
    // ECharts is fetched only when the charts are asked for.
    expect(await rateChart(page, '学校').count()).toBe(0);
  });

  it('draws both charts on request, each named by its numbers', async () => {
    const toggle = button(page, text.charts.show);
    await toggle.click();
    expect(await button(page, text.charts.hide).getAttribute('aria-pressed')).toBe('true');
    await rateChart(page, '学校').locator('svg').waitFor();
    expect(await rateChart(page, '学校').getAttribute('aria-label')).toContain(SCHOOL);
    const timeChart = page.getByRole('img', { name: new RegExp(`^${fill(text.charts.timeTitle, { kind: '学校' })}`) });
    await timeChart.locator('svg').waitFor();
  });

  it('is axe clean at the district', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it("drills from a figure's table by keyboard", async () => {
    const rateTable = page.locator('figure').first().getByRole('table');
    await rateTable.getByRole('button', { name: SCHOOL, exact: true }).focus();
    await page.keyboard.press('Enter');
    await path(page).getByText(SCHOOL, { exact: true }).waitFor();
    // The charts stay drawn on the way down.
    await rateChart(page, '年级').locator('svg').waitFor();
  });

  it('drills on through the rate matrix to a class and lists its students', async () => {
    await page.getByRole('button', { name: '七年级', exact: true }).first().click();
    await path(page).getByText('七年级', { exact: true }).waitFor();
    // A grade lists classes: its own workbook is offered there.
    await button(page, text.export.gradeDetails).waitFor();
    await page.getByRole('button', { name: '1班', exact: true }).first().click();
    await page.getByRole('heading', { name: text.students.title }).waitFor();
    expect(await path(page).getByRole('listitem').allInnerTexts()).toEqual([
      drillZhCN.path.root,
      SCHOOL,
      '七年级',
      '1班',
    ]);
    // student02 handed in every answerable demo activity when the demo was seeded.
    await chooseOption(page, 'summary-activity', GROWTH);
    await expect.poll(() => page.getByRole('row', { name: /student02/ }).innerText()).toContain(drillZhCN.status.done);
  });

  it("opens a student's details in a drawer and closes it with Escape", async () => {
    const row = page.getByRole('row', { name: /student02/ });
    const userName = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('button', { name: fill(text.students.detailsLabel, { name: userName }) }).click();
    const drawer = page.getByRole('dialog', { name: fill(text.detail.title, { name: userName }) });
    await drawer.getByRole('columnheader', { name: text.detail.activity }).waitFor();
    expect(await drawer.getByRole('row').count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it("exports the class's students as the list shows them", async () => {
    const total = Number(/\d+/.exec(await page.locator('.pj-pager__total').innerText())?.[0]);
    const downloading = page.waitForEvent('download');
    await button(page, text.export.classDetails).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(text.export.fileNames.classDetails);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const rows: string[] = [];
    workbook.worksheets[0]?.eachRow((sheetRow) => rows.push(JSON.stringify(sheetRow.values)));
    // The header, a row per student listed, the total.
    expect(rows).toHaveLength(total + 2);
    expect(rows.join('\n')).toContain('student02');
  });

  it('is axe clean at the class', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('in English', () => {
  it('shows the summary, its charts and its exports in English', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openSummary(page, enUS.menu.assessSummary, assessSummaryEnUS.title);
      await page.getByTestId('summary-cards').getByText(assessSummaryEnUS.cards.averageTime).waitFor();
      await button(page, assessSummaryEnUS.charts.show).click();
      await page
        .getByRole('img', { name: /^Completion by school/ })
        .locator('svg')
        .waitFor();
      await button(page, assessSummaryEnUS.export.finishRate).waitFor();
      await page.getByText(drillEnUS.filters.allActivities).waitFor();
    } finally {
      await context.close();
    }
  });
});
