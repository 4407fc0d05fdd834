// Issue 16 defect 10 in a real browser: a download the server refuses with the §8 envelope shows the
// server's message and saves nothing. schooladmin01 asks for the QR card zip of a class that was
// removed after the page listed it; the server answers 200 with a JSON refusal, not a zip.
import { eq } from 'drizzle-orm';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { classes } from '../server/src/db/schema/index.js';
import { serverMessage } from '../server/src/platform/messages.js';
import { createClass } from '../server/src/test/factories.js';
import { qrCardsZhCN } from '../web/src/features/qr-cards/texts.js';
import { open } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
/** The demo school of schooladmin01. */
const SCHOOL_ID = 1;
// First grade and a leading digit: the class sorts onto the first page of the class table.
const className = `0退${String(Date.now() % 1_000_000)}`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, baseUrl, 'schooladmin01');
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

describe('a download the server refuses', () => {
  it('shows the server message and saves no file', async () => {
    const removed = await createClass({ schoolId: SCHOOL_ID, gradeLevel: 1, name: className }, db);
    await open(page, baseUrl, '/adminIndex/basis/class');
    const zipButton = page.getByRole('button', { name: `${qrCardsZhCN.zip} 一年级 ${className}` });
    await zipButton.waitFor();
    await db.delete(classes).where(eq(classes.id, removed.id));

    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    const refusal = page.waitForResponse((response) => response.url().includes('exportAllStuQRCode'));
    await zipButton.click();
    expect((await refusal).headers()['content-type']).toContain('application/json');
    await page
      .getByRole('alert')
      .filter({ hasText: serverMessage('notFound', 'zh-CN') })
      .waitFor();
    expect(downloads).toEqual([]);
  });
});
