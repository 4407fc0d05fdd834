// Issue 13, the exclusive report in a real browser (/adminIndex/report/exclusiveReport):
// schooladmin01 adds an indicator of the school's own under a common aspect, mapped to an activity
// of the published batch-1 report, sees its figure beside the common ones, and deletes it again;
// areaadmin01 reads the school's report in English with nothing to change. Axe clean in both.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { exclusiveIndicators } from '../server/src/db/schema/index.js';
import { DICTIONARY_ROWS } from '../server/src/seed/dictionaries.js';
import { exclusiveReportEnUS, exclusiveReportZhCN } from '../web/src/features/exclusive-report/texts.js';
import { reportChoiceEnUS, reportChoiceZhCN } from '../web/src/shared/admin/report-choice/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption, selectsClosed } from './support/admin.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const SCHOOL = '杭州市西湖区求是实验学校';

/** A seeded dictionary entry's label as a reader of the locale sees it. */
function dictLabel(dictType: string, key: string, english: boolean): string {
  const row = DICTIONARY_ROWS.find((entry) => entry.dictType === dictType && entry.dictKey === key);
  if (!row) throw new Error(`no ${dictType} ${key} in the seed`);
  return (english && row.dictValueEn) || row.dictValue;
}
// The seeded batch-1 activity that scores 品德 and 学业, answered by the district's classes.
const ACTIVITY = '品德与学业成长自评';
const MORAL = dictLabel('dimension', '1', false);
const INDICATOR = `诚信之星${String(Date.now() % 100_000)}`;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  // Whatever the tests came to, the demo school keeps no indicator of theirs.
  await db.delete(exclusiveIndicators).where(eq(exclusiveIndicators.name, INDICATOR));
  await browser.close();
  await pool.end();
});

/** Opens the page from the menu on the batch-1 report of 2025 (the page opens on the newest). */
interface Locale {
  english: boolean;
  menu: string;
  title: string;
  published: string;
  preview: string;
}

async function openBatch1(page: Page, { english, menu, title, published, preview }: Locale): Promise<void> {
  await page.getByRole('complementary').getByRole('link', { name: menu, exact: true }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await chooseOption(page, 'exclusive-year', dictLabel('reportYear', '2025', english));
  // The year's reports have loaded (its newest report, published or a preview) and its list has closed.
  await page
    .getByText(published, { exact: true })
    .or(page.getByText(preview, { exact: true }))
    .first()
    .waitFor();
  await selectsClosed(page);
  await chooseOption(page, 'exclusive-batch', dictLabel('evaluationBatch', '1', english));
  await page.getByText(published, { exact: true }).waitFor();
}

/** Axe once every select has closed: an open select's popup holds an unnamed listbox. */
async function expectAxeClean(page: Page, where: string): Promise<void> {
  await selectsClosed(page);
  await expectNoSeriousViolations(page, where);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('as schooladmin01, in Chinese', () => {
  const text = exclusiveReportZhCN;
  let page: Page;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'schooladmin01');
  });

  it('adds an indicator under a common aspect and sees its figure beside the common ones', async () => {
    await openBatch1(page, {
      english: false,
      menu: zhCN.menu.exclusiveReport,
      title: text.title,
      published: reportChoiceZhCN.published,
      preview: reportChoiceZhCN.preview,
    });
    await button(page, text.indicators.add).click();
    const dialog = page.getByRole('dialog', { name: text.dialog.createTitle });
    await chooseOption(page, 'exclusive-aspect', MORAL);
    await dialog.getByLabel(text.indicators.name).fill(INDICATOR);
    await chooseOption(page, 'exclusive-activities', ACTIVITY);
    // A multiple choice stays open for more: a click outside it closes it.
    await dialog.locator('.ant-modal-title').click();
    await selectsClosed(page);
    await button(dialog, text.dialog.save).click();
    await page.getByText(text.dialog.saved).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const listed = section(page, text.indicators.title).getByRole('row', { name: new RegExp(INDICATOR) });
    await expect.poll(() => listed.innerText()).toContain(MORAL);
    expect(await listed.innerText()).toContain(ACTIVITY);

    const own = section(page, text.report.title).getByRole('row', { name: new RegExp(INDICATOR) });
    await own.getByText(text.kinds.own).waitFor();
    // The district's classes answered the activity: a mean with one decimal, not the "—" of too few.
    await expect.poll(() => own.innerText()).toMatch(/\d+\.\d/);
    await expectAxeClean(page, 'exclusiveReport (zh-CN, schooladmin01)');
  });

  it('deletes the indicator once confirmed, and the report no longer shows it', async () => {
    await page.getByRole('button', { name: fill(text.indicators.deleteLabel, { name: INDICATOR }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.indicators.confirm }).click();
    await page.getByText(fill(text.indicators.deleted, { name: INDICATOR })).waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(INDICATOR) }).count()).toBe(0);
  });
});

describe('as areaadmin01, in English', () => {
  it("reads a school's report with nothing to change", async () => {
    const text = exclusiveReportEnUS;
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openBatch1(page, {
        english: true,
        menu: enUS.menu.exclusiveReport,
        title: text.title,
        published: reportChoiceEnUS.published,
        preview: reportChoiceEnUS.preview,
      });
      await chooseOption(page, 'exclusive-school', SCHOOL);
      await section(page, text.indicators.title).getByText(text.indicators.readOnly).waitFor();
      expect(await button(page, text.indicators.add).count()).toBe(0);
      await section(page, text.report.title)
        .getByRole('row', { name: new RegExp(dictLabel('dimension', '1', true)) })
        .first()
        .waitFor();
      await page.getByText(text.missing.legend).waitFor();
      await expectAxeClean(page, 'exclusiveReport (en-US, areaadmin01)');
    } finally {
      await context.close();
    }
  });
});
