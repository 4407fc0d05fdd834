// Issue 12 in a real browser: areaadmin01 finds the answer the demo seed handed in for student02
// on the assessment query page and opens it read-only, by keyboard, as the student saw it; the
// page and its drawer are axe clean in both locales. Nothing is written: the demo data stay as they were.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { answerReviewEnUS, answerReviewZhCN } from '../web/src/features/answer-review/texts.js';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { button, chooseOption, selectsClosed } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
// Seeded for student02 (王欣怡, 七年级1班) with the best option of every item.
const GROWTH = '我的成长足迹';
const STUDENT = '王欣怡';
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

/** Narrows the table to student02's answer to the growth activity. */
async function findGrowthAnswer(page: Page, texts: typeof answerReviewZhCN): Promise<void> {
  await chooseOption(page, 'review-activity', GROWTH);
  await page.locator('#review-keyword').fill('student02');
  await button(page, texts.filters.search).click();
  await selectsClosed(page);
  await expect
    .poll(async () => (await page.locator('tbody tr.pj-table__row').allInnerTexts()).join('\n'))
    .toMatch(new RegExp(`^${STUDENT} \\(student02\\)`));
}

const openButton = (page: Page, texts: typeof answerReviewZhCN) =>
  page.getByRole('button', { name: fill(texts.table.openLabel, { name: STUDENT, activity: GROWTH }) });

describe('as areaadmin01', () => {
  const text = answerReviewZhCN;
  let page: Page;

  beforeAll(async () => {
    page = (await newPage(browser)).page;
    await signIn(page, baseUrl, 'areaadmin01');
  });

  it("finds student02's answer by activity and name", async () => {
    await openFromMenu(page, zhCN.menu.assessQuery, text.title);
    await findGrowthAnswer(page, text);
    const row = page.locator('tbody tr.pj-table__row').first();
    for (const cell of ['七年级1班', GROWTH, text.status.current, text.kind.submit]) {
      expect(await row.innerText()).toContain(cell);
    }
    await expectNoSeriousViolations(page, '/adminIndex/check/assessQuery (zh-CN)');
  });

  it('opens it read-only by keyboard, every item as the student saw it with its points', async () => {
    await openButton(page, text).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByText(fill(text.detail.title, { name: STUDENT })).waitFor();
    const single = drawer.getByTestId('review-item-single');
    await single.getByText('3 次及以上').waitFor();
    expect(await single.innerText()).toContain(text.items.chosen);
    expect(await single.innerText()).toContain(text.items.allRight);
    expect(await drawer.getByTestId('review-item-fill').innerText()).toContain('五星红');
    expect(await drawer.getByTestId('review-item-upload').innerText()).toContain(text.items.noFiles);
    const history = drawer.getByRole('navigation', { name: text.detail.history });
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.innerText()).toContain(text.detail.viewing);
    // Read-only: the drawer holds no field to change an answer.
    expect(await drawer.locator('input, textarea').count()).toBe(0);
    await expectNoSeriousViolations(page, 'the answer drawer (zh-CN)');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('in English', () => {
  it('shows the page and the drawer in English, axe clean', async () => {
    const text = answerReviewEnUS;
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    try {
      await context.addInitScript(({ key, locale }) => localStorage.setItem(key, locale), {
        key: LOCAL_STORAGE_KEYS.locale,
        locale: 'en-US',
      });
      await signIn(page, baseUrl, 'areaadmin01');
      await openFromMenu(page, enUS.menu.assessQuery, text.title);
      await page.getByRole('columnheader', { name: text.table.submittedAt }).waitFor();
      await findGrowthAnswer(page, text);
      await openButton(page, text).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText(fill(text.detail.title, { name: STUDENT })).waitFor();
      expect(await drawer.getByTestId('review-item-single').innerText()).toContain(text.items.chosen);
      await expectNoSeriousViolations(page, 'the answer drawer (en-US)');
    } finally {
      await context.close();
    }
  });
});
