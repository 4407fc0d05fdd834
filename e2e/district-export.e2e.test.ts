// Issue 12, a district's export in a real browser: areaadmin01's progress page and summary page
// start the export of the whole district as a background job, show its rows as a progress bar,
// and link its file once it is made; the file is a real workbook. Both locales.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { assessSummaryEnUS } from '../web/src/features/assess-summary/texts.js';
import { progressZhCN } from '../web/src/features/progress/texts.js';
import { exportJobEnUS, exportJobZhCN } from '../web/src/shared/export-job/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button } from './support/admin.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
/** areaadmin01's district in the demo data. */
const DISTRICT = '西湖区';
const SCHOOL = '杭州市西湖区求是实验学校';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openFromMenu(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Clicks the link and reads the file the browser saves: its name and each sheet's rows as text. */
async function downloadBy(page: Page, link: ReturnType<Page['getByRole']>) {
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: string[] = [];
    sheet.eachRow((row) => rows.push(JSON.stringify(row.values)));
    return { name: sheet.name, rows };
  });
  return { fileName: download.suggestedFilename(), sheets };
}

describe('as areaadmin01', () => {
  it("exports the district's progress as a job: progress in the page, then the file", async () => {
    const { page } = await newPage(browser);
    await signIn(page, baseUrl, 'areaadmin01');
    await openFromMenu(page, zhCN.menu.progressQuery, progressZhCN.title);
    await page.getByRole('columnheader', { name: progressZhCN.kinds.school }).waitFor();
    await page.getByText(exportJobZhCN.background).waitFor();

    await button(page, progressZhCN.export.button).click();
    const bar = page.getByRole('progressbar', {
      name: fill(exportJobZhCN.progressLabel, { label: progressZhCN.export.button, scope: DISTRICT }),
    });
    await bar.waitFor();
    const link = page.getByRole('link', {
      name: fill(exportJobZhCN.download, { scope: DISTRICT, file: progressZhCN.export.fileName }),
    });
    await link.waitFor();
    // Done: every row counted is written, and the bar says so.
    const [done, total] = (/(\d+) \/ (\d+)/.exec((await bar.getAttribute('aria-valuetext')) ?? '') ?? []).slice(1);
    expect(Number(total)).toBeGreaterThan(0);
    expect(done).toBe(total);

    await expectNoSeriousViolations(page, 'the progress page with a finished export job');

    const file = await downloadBy(page, link);
    expect(file.fileName).toBe(progressZhCN.export.fileName);
    expect(file.sheets.map((sheet) => sheet.name)).toEqual(['进度', '学生']);
    const [schools, students] = file.sheets;
    expect(schools?.rows.join('\n')).toContain(SCHOOL);
    expect(students?.rows.join('\n')).toContain('student02');
    // The header rows aside, the bar counted what the file holds.
    expect((schools?.rows.length ?? 0) + (students?.rows.length ?? 0) - 2).toBe(Number(total));

    // After a reload the page finds the job and its file again.
    await page.reload();
    await link.waitFor();
  });

  it("exports the district's completion status from the summary, in English", async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openFromMenu(page, enUS.menu.assessSummary, assessSummaryEnUS.title);
      const label = assessSummaryEnUS.export.completionStatus;
      await button(page, label).click();
      await page
        .getByRole('progressbar', { name: fill(exportJobEnUS.progressLabel, { label, scope: DISTRICT }) })
        .waitFor();
      const link = page.getByRole('link', {
        name: fill(exportJobEnUS.download, { scope: DISTRICT, file: 'Completion status.xlsx' }),
      });
      const file = await downloadBy(page, link);
      expect(file.sheets.map((sheet) => sheet.name)).toEqual(['Completion status']);
      expect(file.sheets[0]?.rows.at(-1)).toContain('Total');
    } finally {
      await context.close();
    }
  });
});
