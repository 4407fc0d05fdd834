// Issue 4's content screens in a real browser, as activityadmin01: the menu entry, an import
// refused with every error's path, a questionnaire imported into the open task group, and a
// bullet comment added and switched off. What the steps create is removed afterwards.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  deleteActivities,
  deleteDanmuMessages,
  findActivities,
  findOpenTaskGroup,
} from '../server/src/test/factories.js';
import { IMPORT_KINDS } from '../web/src/features/content-admin/import-kinds.js';
import { contentAdminZhCN as texts } from '../web/src/features/content-admin/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, signIn } from './support/session.js';
import { findDanmuMessages } from './support/stored.js';
import { animationsSettled } from './support/motion.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const suffix = String(Date.now() % 1_000_000);
const questionnaireName = `E2E问卷${suffix}`;
const danmuText = `加油${suffix}`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, baseUrl, 'activityadmin01');
});

afterAll(async () => {
  await browser.close();
  await deleteActivities({ name: questionnaireName }, db);
  await deleteDanmuMessages({ content: danmuText }, db);
  await pool.end();
});

/** antd spaces out two-character Chinese button labels ("导 入"), so labels match with optional spaces. */
function button(scope: Page | Locator, label: string): Locator {
  const pattern = new RegExp(`^${[...label].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
  return scope.getByRole('button', { name: pattern });
}

/** The import form's submit button; its label changes while an import runs, so it is found by its role in the form. */
function importButton(): Locator {
  return page.locator('.pj-content-admin__import button[type="submit"]');
}

async function chooseJson(name: string, content: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

describe('the activity admin content page', () => {
  it('opens from the menu', async () => {
    await page.getByText(zhCN.menu.contentManage, { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `${CLIENT_ROOT}adminIndex/secondPage`);
    await page.getByRole('tab', { name: texts.tabs.import }).waitFor();
  });

  it('says so when the file is not JSON', async () => {
    await chooseJson('broken.json', '{ "kind": ');
    await importButton().click();
    await page.getByRole('alert').filter({ hasText: '不是有效的 JSON' }).waitFor();
  });

  it('lists every error of a malformed activity with its path', async () => {
    const malformed = {
      taskGroupId: (await findOpenTaskGroup(db)).id,
      kind: 'activity',
      name: `E2E坏活动${suffix}`,
      guidePage: { title: '说明', content: '说明' },
      items: [
        {
          type: 'single',
          stem: '题一',
          indicators: [{ indicatorId: '22' }],
          options: [
            { label: '甲', score: 1 },
            { label: '乙', score: '2' },
          ],
        },
        { type: 'text', score: 3, indicators: [{ indicatorId: '22' }] },
      ],
    };
    await chooseJson('malformed.json', JSON.stringify(malformed));
    await importButton().click();
    const errors = page.locator('.pj-content-admin__errors');
    await errors.getByRole('cell', { name: 'items[0].options[1].score', exact: true }).waitFor();
    await errors.getByRole('cell', { name: 'items[1].stem', exact: true }).waitFor();
    expect(await findActivities({ name: malformed.name }, db)).toHaveLength(0);
  });

  it('imports a valid questionnaire into the open task group', async () => {
    const taskGroupId = (await findOpenTaskGroup(db)).id;
    const questionnaire = { ...IMPORT_KINDS.activity.example, taskGroupId: 999_999, name: questionnaireName };
    await chooseJson('questionnaire.json', JSON.stringify(questionnaire));
    // The typed id replaces the file's, so one example file serves every group.
    await page.locator('#content-import-target').fill(String(taskGroupId));
    await importButton().click();
    const outcome = page
      .locator('.pj-content-admin__import')
      .getByRole('status')
      .or(page.locator('.pj-content-admin__errors'));
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain(texts.import.success);
    const stored = await findActivities({ name: questionnaireName }, db);
    expect(stored.map(({ taskGroupId, kind }) => ({ taskGroupId, kind }))).toEqual([
      { taskGroupId, kind: 'questionnaire' },
    ]);
  });

  it('adds a bullet comment, lists it and switches it off', async () => {
    await page.getByRole('tab', { name: texts.tabs.danmu }).click();
    await button(page, texts.danmu.add).click();
    const dialog = page.getByRole('dialog');
    const content = dialog.locator('#danmu-content');
    await content.waitFor();
    // Typed once the dialog has zoomed in, as a person would; the text must be there before saving.
    await animationsSettled(page);
    await content.fill(danmuText);
    await expect.poll(() => content.inputValue()).toBe(danmuText);
    await button(dialog, texts.danmu.save).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: danmuText });
    await row.waitFor();
    const toggle = row.getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const stored = await findDanmuMessages({ content: danmuText }, db);
    expect(stored.map(({ enabled }) => ({ enabled }))).toEqual([{ enabled: false }]);
  });
});
