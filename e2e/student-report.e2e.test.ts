// Issue 13 in a real browser: student01 opens the report list and the published batch-1 report by
// keyboard alone, meets the reading guide once, prints it (print media: only the report, charts
// kept) and reads it again in English; parent01 reads the same child's list and report. The reads
// and guides of student01's batch-1 report are cleared first and put back as they were afterwards.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { reportPopups, reportReads, taskGroups } from '../server/src/db/schema/index.js';
import { REPORT_GROUPS } from '../server/src/seed/reports/content.js';
import { findUser } from '../server/src/test/factories.js';
import { reportPdfZhCN as pdfTexts } from '../web/src/features/report-pdf/texts.js';
import { studentReportEnUS as en, studentReportZhCN as zh } from '../web/src/features/student-report/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, DEMO_PASSWORD, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const PHONE = { width: 360, height: 740 };
const PUBLISHED = REPORT_GROUPS['1'].name;
const UNPUBLISHED = REPORT_GROUPS['2'].name;
const STUDENT_NAME = '李明轩';
const LIST = '/studentIndex/reportList';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const ASPECTS = ['品德发展', '学业发展', '身心发展', '审美素养', '劳动与社会实践'];

/** Downloads the opened report's PDF with the page's button and gives its text and page count. */
async function downloadedPdf(page: Page, press: () => Promise<void>): Promise<{ text: string; pages: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const directory = await mkdtemp(path.join(tmpdir(), 'pj-report-pdf-'));
  try {
    const file = path.join(directory, 'report.pdf');
    await download.saveAs(file);
    const run = promisify(execFile);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', [file, '-']),
      run('pdfinfo', [file]),
    ]);
    return { text: text.replace(/\s+/g, ''), pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Longer than the phone pages' tab order, short enough to fail fast when a control is out of reach. */
const MAX_TABS = 60;

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

/** The charts as the browser decoded them: an image the server drew that failed would have no width. */
const decodedCharts = (page: Page) =>
  page
    .locator('img.pj-sr__chart')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));

let browser: Browser;
let taskGroupId: number;
let student: Awaited<ReturnType<typeof findUser>>;
let parent: Awaited<ReturnType<typeof findUser>>;
let keptReads: (typeof reportReads.$inferSelect)[];
let keptPopups: (typeof reportPopups.$inferSelect)[];

const readsOf = () =>
  db
    .select()
    .from(reportReads)
    .where(and(eq(reportReads.taskGroupId, taskGroupId), eq(reportReads.studentId, student.id)));
const popupsOf = () =>
  db
    .select()
    .from(reportPopups)
    .where(and(eq(reportPopups.taskGroupId, taskGroupId), eq(reportPopups.studentId, student.id)));

async function clearReads(): Promise<void> {
  await db
    .delete(reportReads)
    .where(and(eq(reportReads.taskGroupId, taskGroupId), eq(reportReads.studentId, student.id)));
  await db
    .delete(reportPopups)
    .where(and(eq(reportPopups.taskGroupId, taskGroupId), eq(reportPopups.studentId, student.id)));
}

beforeAll(async () => {
  student = await findUser({ loginName: 'student01' }, db);
  parent = await findUser({ loginName: 'parent01' }, db);
  const [group] = await db.select({ id: taskGroups.id }).from(taskGroups).where(eq(taskGroups.name, PUBLISHED));
  if (!group) throw new Error(`no task group ${PUBLISHED}`);
  taskGroupId = group.id;
  keptReads = await readsOf();
  keptPopups = await popupsOf();
  await clearReads();
  browser = await launchBrowser();
});

afterAll(async () => {
  await clearReads();
  if (keptReads.length > 0) await db.insert(reportReads).values(keptReads);
  if (keptPopups.length > 0) await db.insert(reportPopups).values(keptPopups);
  await browser.close();
  await pool.end();
});

describe('student01, by keyboard', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { viewport: PHONE }));
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
    // Printing opens no dialog in a headless browser: the button's call is counted instead.
    await context.addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { printed?: number };
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
  });

  afterAll(async () => {
    await context.close();
  });

  it('signs in and reaches the report list from the tab bar', async () => {
    await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(CLIENT_ROOT)}`);
    await tabTo(page, page.locator('#sso-login-name'));
    await page.keyboard.type('student01');
    await tabTo(page, page.locator('#sso-password'));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
    const tabs = page.getByRole('navigation', { name: zhCN.nav.menu });
    await pressOn(page, tabs.getByRole('link', { name: zhCN.menu.reportList }), 'Enter');
    await page.waitForURL(() => clientPath(page) === LIST);
    await page.getByRole('heading', { level: 1, name: zh.list.title }).waitFor();
  });

  it('lists the published report under its year and batch, unread, and not the unpublished one', async () => {
    const link = page.getByRole('link', { name: new RegExp(PUBLISHED) });
    await link.waitFor();
    expect(await link.textContent()).toContain(zh.list.unread);
    expect(await page.getByRole('heading', { level: 2, name: '2025-2026学年' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 3, name: /第一批次/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(UNPUBLISHED) }).count()).toBe(0);
    await expectNoSeriousViolations(page, `${LIST} (zh-CN, student01)`);
  });

  it('opens the report with the reading guide, which keeps the focus until closed', async () => {
    await pressOn(page, page.getByRole('link', { name: new RegExp(PUBLISHED) }), 'Enter');
    const guide = page.getByRole('dialog', { name: zh.guide.title });
    await guide.waitFor();
    expect(new URL(page.url()).searchParams.get('taskGroupId')).toBe(String(taskGroupId));
    expect(await guide.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectNoSeriousViolations(page, `${LIST}?taskGroupId (guide open)`);
    await page.keyboard.press('Enter');
    await guide.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: PUBLISHED }).waitFor();
  });

  it('shows the report: head, overall, the server charts decoded, aspects and plain words', async () => {
    const article = page.getByRole('article');
    expect(await article.textContent()).toContain(STUDENT_NAME);
    await page.getByRole('region', { name: zh.view.overall }).waitFor();
    expect(await decodedCharts(page)).toEqual([true, true]);
    expect(await page.getByRole('table', { name: zh.view.charts.comparison }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: zh.view.strengths }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: zh.view.toWorkOn }).count()).toBe(1);
    // A phone never scrolls sideways to read it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(page, `${LIST}?taskGroupId (zh-CN, student01)`);
  });

  it('recorded the read and the guide as shown', async () => {
    const reads = await readsOf();
    expect(reads.map((read) => [read.readerId, read.readerKind])).toEqual([[student.id, 'student']]);
    expect((await popupsOf()).map((popup) => popup.userId)).toEqual([student.id]);
  });

  it('prints only the report, charts kept', async () => {
    await pressOn(page, page.getByRole('button', { name: zh.view.print }), 'Enter');
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    try {
      for (const chrome of ['.pj-mobile__bar', '.pj-mobile__tabs', '.pj-sr__actions', '.pj-sr-list__back']) {
        expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
      }
      expect(await page.locator('img.pj-sr__chart').first().isVisible()).toBe(true);
      const directory = await mkdtemp(path.join(tmpdir(), 'pj-report-'));
      try {
        const file = path.join(directory, 'report.pdf');
        await writeFile(file, await page.pdf({ format: 'A4' }));
        const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
        const pages = stdout.split('\f').filter((text) => text.trim() !== '');
        expect(pages.length).toBeGreaterThan(0);
        // The text as printed, whatever line breaks and spacing the layout gave it.
        const printed = stdout.replace(/\s+/g, '');
        expect(printed).toContain(STUDENT_NAME);
        expect(printed).toContain(PUBLISHED);
        expect(printed).not.toContain(zhCN.menu.reportList);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('downloads the report as a PDF, by keyboard: the name and the five aspects in it', async () => {
    const pdf = await downloadedPdf(page, () =>
      pressOn(page, page.getByRole('button', { name: pdfTexts.download }), 'Enter'),
    );
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.text).toContain(STUDENT_NAME);
    for (const aspect of ASPECTS) expect(pdf.text).toContain(aspect);
  });

  it('shows no guide the second time, and leads back to the list, now read', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: PUBLISHED }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await pressOn(page, page.getByRole('link', { name: zh.list.back }), 'Enter');
    const link = page.getByRole('link', { name: new RegExp(PUBLISHED) });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await link.textContent()).not.toContain(zh.list.unread);
  });

  it('reads in English', async () => {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: LOCAL_STORAGE_KEYS.locale,
      value: 'en-US',
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.list.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'School year 2025-2026' }).waitFor();
    await page.getByRole('link', { name: new RegExp(PUBLISHED) }).click();
    await page.getByRole('region', { name: en.view.overall }).waitFor();
    expect(await page.getByRole('button', { name: en.view.print }).count()).toBe(1);
    expect(await page.getByRole('img', { name: en.view.charts.radarAlt }).count()).toBe(1);
    expect(await decodedCharts(page)).toEqual([true, true]);
    await expectNoSeriousViolations(page, `${LIST}?taskGroupId (en-US, student01)`);
  });
});

describe("parent01, the child's reports", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { viewport: PHONE }));
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
  });

  afterAll(async () => {
    await context.close();
  });

  it("lists the chosen child's reports", async () => {
    await signIn(page, baseUrl, 'parent01');
    await page.goto(`${baseUrl}${CLIENT_ROOT}${LIST.slice(1)}`);
    const chip = page.locator('.pj-choice-chip', { hasText: STUDENT_NAME });
    await chip
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
    if ((await chip.count()) > 0) await chip.click();
    await page.getByRole('heading', { level: 1, name: fill(zh.list.childTitle, { name: STUDENT_NAME }) }).waitFor();
    await page.getByRole('link', { name: new RegExp(PUBLISHED) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(UNPUBLISHED) }).count()).toBe(0);
    await expectNoSeriousViolations(page, `${LIST} (zh-CN, parent01)`);
  });

  it("opens the child's report with the parent's own reading guide, and records the parent's read", async () => {
    await page.getByRole('link', { name: new RegExp(PUBLISHED) }).click();
    const guide = page.getByRole('dialog', { name: zh.guide.title });
    await guide.waitFor();
    await guide.getByRole('button', { name: zh.guide.ok }).click();
    await guide.waitFor({ state: 'detached' });
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: PUBLISHED }).waitFor();
    expect(await article.textContent()).toContain(STUDENT_NAME);
    expect(await decodedCharts(page)).toEqual([true, true]);
    await expect
      .poll(async () => (await readsOf()).map((read) => [read.readerId, read.readerKind]))
      .toContainEqual([parent.id, 'parent']);
    await expect
      .poll(async () => (await popupsOf()).map((popup) => popup.userId).sort())
      .toEqual([student.id, parent.id].sort());
  });

  it("downloads the child's report as a PDF", async () => {
    const pdf = await downloadedPdf(page, () => page.getByRole('button', { name: pdfTexts.download }).click());
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.text).toContain(STUDENT_NAME);
    expect(pdf.text).toContain(PUBLISHED.replace(/\s+/g, ''));
  });
});
