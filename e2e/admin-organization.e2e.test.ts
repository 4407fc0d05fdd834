// Issue 7's organisation pages in a real browser: an area admin adds a school, plans its grades,
// manages area managers and reads the classic home; customer service sets a school's participation.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminBasisEnUS, adminBasisZhCN } from '../web/src/features/admin-basis/texts.js';
import { organizationEnUS, organizationZhCN } from '../web/src/features/admin-basis/texts-organization.js';
import { adminFiguresZhCN } from '../web/src/features/home/components/admin/admin-figures-texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption, open, saveDialog, settle } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const suffix = String(Date.now() % 1_000_000);
const schoolName = `E2E实验学校${suffix}`;
const renamedSchool = `${schoolName}（新校区）`;
const manager = { userName: '蒋管理', loginName: `e2emgr${suffix}`, password: 'Start@2026' };
const AUTUMN_GROUP = '2026学年第一学期综合素质评价';
const common = adminBasisZhCN.common;
let browser: Browser;
let areaAdmin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  areaAdmin = (await newPage(browser)).page;
  await signIn(areaAdmin, baseUrl, 'areaadmin01');
});

afterAll(async () => {
  await browser.close();
});

const save = (page: Page) => saveDialog(page, common.save, common.saved);

/** Filters a table from the keyboard: Enter in the keyword field submits its filter bar. */
async function search(page: Page, keyword: string, idPrefix = 'basis'): Promise<void> {
  const field = page.locator(`#${idPrefix}-keyword`);
  await field.fill(keyword);
  await field.press('Enter');
}

/** The library-free confirm dialog of the shell. */
async function confirm(page: Page, label = common.confirm): Promise<void> {
  await page.locator('dialog.pj-dialog').getByRole('button', { name: label }).click();
}

describe('as areaadmin01', () => {
  it('adds a school in their district with two grades, and renames it', async () => {
    await open(areaAdmin, baseUrl, '/adminIndex/basis/schoolMananage');
    await areaAdmin.getByRole('heading', { name: organizationZhCN.school.title }).waitFor();
    await areaAdmin.getByRole('cell', { name: '杭州市西湖区求是实验学校', exact: true }).waitFor();
    await button(areaAdmin, common.create).click();
    // A name too short shows the rule before anything is sent.
    await areaAdmin.locator('#school-name').fill('校');
    await settle(areaAdmin);
    await button(areaAdmin.getByRole('dialog'), common.save).click();
    await areaAdmin.getByText(organizationZhCN.school.nameRule).waitFor();
    await areaAdmin.locator('#school-name').fill(schoolName);
    await chooseOption(areaAdmin, 'school-grades', '一年级');
    await chooseOption(areaAdmin, 'school-grades', '二年级');
    await areaAdmin.keyboard.press('Escape');
    await save(areaAdmin);

    await search(areaAdmin, schoolName);
    const row = areaAdmin.getByRole('row', { name: new RegExp(schoolName) });
    await expect.poll(() => row.innerText()).toContain('西湖区');
    await areaAdmin.getByRole('button', { name: `${common.edit} ${schoolName}` }).click();
    await areaAdmin.locator('#school-name').fill(renamedSchool);
    await save(areaAdmin);
    await areaAdmin.getByRole('cell', { name: renamedSchool, exact: true }).waitFor();
  });

  it("plans the new school's first grade: a task group and a stamina limit", async () => {
    await open(areaAdmin, baseUrl, '/adminIndex/basis/plan');
    await chooseOption(areaAdmin, 'plan-school', renamedSchool);
    await areaAdmin.getByRole('cell', { name: '二年级', exact: true }).waitFor();
    await areaAdmin.getByRole('button', { name: `${common.edit} 一年级` }).click();
    await chooseOption(areaAdmin, 'plan-groups', AUTUMN_GROUP);
    await areaAdmin.keyboard.press('Escape');
    await areaAdmin.locator('#plan-max-finish').fill('2');
    await save(areaAdmin);
    const row = areaAdmin.getByRole('row', { name: /一年级/ });
    await expect.poll(() => row.innerText()).toContain(AUTUMN_GROUP);
    expect(await row.innerText()).toContain('近 3 天最多完成 2 个活动');
    expect(await areaAdmin.getByRole('row', { name: /二年级/ }).innerText()).toContain(organizationZhCN.plan.noGroups);
    const downloading = areaAdmin.waitForEvent('download');
    await button(areaAdmin, common.export).click();
    expect((await readFile((await (await downloading).path()) ?? '')).subarray(0, 2).toString()).toBe('PK');
  });

  it('adds an area manager for 西湖区, then revokes the rights', async () => {
    await open(areaAdmin, baseUrl, '/adminIndex/basis/areaMananage');
    await areaAdmin.getByRole('cell', { name: '330106', exact: true }).waitFor();
    await areaAdmin.getByRole('heading', { name: organizationZhCN.areaManager.title }).waitFor();
    await button(areaAdmin, common.create).click();
    await areaAdmin.locator('#manager-name').fill(manager.userName);
    await areaAdmin.locator('#manager-account').fill(manager.loginName);
    await areaAdmin.locator('#manager-password').fill(manager.password);
    await chooseOption(areaAdmin, 'manager-areas', '西湖区');
    await areaAdmin.keyboard.press('Escape');
    await save(areaAdmin);
    await search(areaAdmin, manager.loginName);
    const row = areaAdmin.getByRole('row', { name: new RegExp(manager.loginName) });
    await expect.poll(() => row.innerText()).toContain('西湖区');

    await areaAdmin.getByRole('button', { name: `${organizationZhCN.areaManager.revoke} ${manager.userName}` }).click();
    await confirm(areaAdmin);
    await areaAdmin.getByText(organizationZhCN.areaManager.revoked).first().waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('reads the classic home: the figures per school of the area', async () => {
    await open(areaAdmin, baseUrl, '/adminIndex/oldPage');
    await areaAdmin.getByRole('heading', { name: adminFiguresZhCN.breakdownTitle }).waitFor();
    await areaAdmin.getByRole('columnheader', { name: adminFiguresZhCN.unit.school }).waitFor();
    await areaAdmin.getByRole('cell', { name: '杭州市西湖区求是实验学校', exact: true }).waitFor();
    await areaAdmin.getByRole('cell', { name: renamedSchool, exact: true }).waitFor();
  });
});

describe('as areaadmin02 (杭州市)', () => {
  it('adds a district below the city and renames it', async () => {
    const { context, page } = await newPage(browser);
    const district = `E2E新区${suffix}`;
    try {
      await signIn(page, baseUrl, 'areaadmin02');
      await open(page, baseUrl, '/adminIndex/basis/areaMananage');
      await page.getByRole('cell', { name: '上城区', exact: true }).waitFor();
      await page.getByRole('button', { name: `${organizationZhCN.area.addChild} 杭州市` }).click();
      await page.locator('#area-name').fill(district);
      await page.locator('#area-code').fill('12');
      await settle(page);
      await button(page.getByRole('dialog'), common.save).click();
      await page.getByText(organizationZhCN.area.codeRule).waitFor();
      await page.locator('#area-code').fill(`3301${suffix.padStart(6, '0').slice(-4)}`);
      await save(page);
      await page.getByRole('cell', { name: district, exact: true }).waitFor();
      await page.getByRole('button', { name: `${organizationZhCN.area.rename} ${district}` }).click();
      await page.locator('#area-name').fill(`${district}东`);
      await save(page);
      await page.getByRole('cell', { name: `${district}东`, exact: true }).waitFor();
      // Its own city is renamed a level up, by whoever manages the province.
      expect(await page.getByRole('button', { name: `${organizationZhCN.area.rename} 杭州市` }).count()).toBe(0);

      await page.getByLabel(organizationZhCN.area.filter).fill('上城');
      await page.getByRole('cell', { name: `${district}东`, exact: true }).waitFor({ state: 'detached' });
      await page.getByLabel(organizationZhCN.area.filter).fill('');
      const downloading = page.waitForEvent('download');
      await button(page.getByRole('region', { name: organizationZhCN.area.title, exact: true }), common.export).click();
      expect((await readFile((await (await downloading).path()) ?? '')).subarray(0, 2).toString()).toBe('PK');

      await page.getByRole('button', { name: `${organizationZhCN.area.delete} ${district}东` }).click();
      await confirm(page);
      await page.getByText(organizationZhCN.area.deleted).first().waitFor();
      await page.getByRole('cell', { name: `${district}东`, exact: true }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('as service01', () => {
  it('sets the new school not to take part in a task group, choosing by keyboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'service01');
      await open(page, baseUrl, '/customerService/participateManage');
      await page.getByRole('heading', { name: organizationZhCN.participate.title }).waitFor();
      await page.locator('#participate-group').focus();
      await page.keyboard.type('2026学年');
      await page.keyboard.press('Enter');
      await search(page, renamedSchool, 'participate-schools');
      const row = page.getByRole('row', { name: new RegExp(renamedSchool) });
      await expect.poll(() => row.innerText()).toContain(adminBasisZhCN.participation.participate);
      await row.getByRole('checkbox').check();
      await button(page, adminBasisZhCN.participation.button).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: adminBasisZhCN.participation.notParticipate }).check();
      await dialog.getByText('将所选的 1 项设为“不参评”').waitFor();
      await button(dialog, common.confirm).click();
      await page.getByText(adminBasisZhCN.participation.done).first().waitFor();
      await expect.poll(() => row.innerText()).toContain(adminBasisZhCN.participation.notParticipate);

      await search(page, '求是', 'participate-schools');
      await page
        .getByRole('button', { name: `${organizationZhCN.participate.showStudents} 杭州市西湖区求是实验学校` })
        .click();
      await page.getByRole('heading', { name: /杭州市西湖区求是实验学校/ }).waitFor();
      await search(page, 'student01', 'participate-students');
      const studentRow = page.getByRole('row', { name: /student01/ });
      await expect.poll(() => studentRow.innerText()).toContain(organizationZhCN.participate.byDefault);
    } finally {
      await context.close();
    }
  });
});

describe('in English', () => {
  it('shows the school page and the deactivation in en-US', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'areaadmin01');
      await open(page, baseUrl, '/adminIndex/basis/schoolMananage');
      await page.getByLabel(zhCN.language.label).selectOption('en-US');
      await page.getByRole('heading', { name: organizationEnUS.school.title }).waitFor();
      await search(page, renamedSchool);
      await page
        .getByRole('row', { name: new RegExp(renamedSchool) })
        .getByRole('checkbox')
        .check();
      await button(page, adminBasisEnUS.common.deactivate).click();
      await page.getByText(organizationEnUS.school.confirmDeactivate.replace('{{count}}', '1')).waitFor();
      await confirm(page, adminBasisEnUS.common.confirm);
      const row = page.getByRole('row', { name: new RegExp(renamedSchool) });
      await expect.poll(() => row.innerText()).toContain(adminBasisEnUS.common.disabled);
    } finally {
      await context.close();
    }
  });
});
