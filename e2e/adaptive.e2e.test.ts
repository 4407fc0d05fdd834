// The adaptive test in a real browser as student03 (student01 is left alone): start, answer the
// server's items, reload midway and resume on the same item, look back read-only, finish, hand in
// and land on the real-time report.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findActivity, findUser } from '../server/src/test/factories.js';
import { adaptiveZhCN } from '../web/src/features/adaptive-answer/texts.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, signIn } from './support/session.js';
import { findAdaptiveAttempt } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const STUDENT = 'student03';

let browser: Browser;
let task: { taskGroupId: number; activityId: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const activity = await findActivity({ kind: 'adaptive' }, db);
  task = { taskGroupId: activity.taskGroupId, activityId: activity.id };
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

const stem = (page: Page) => page.getByTestId('adaptive-stem');
const answered = (count: number) => `已答 ${count} 题`;

/** Marks the first option and confirms; waits until the server's next page is on screen. */
async function answerOne(page: Page, count: number): Promise<void> {
  await page.locator('.adm-radio').first().click();
  await page.getByRole('button', { name: adaptiveZhCN.next }).click();
  await page.getByText(answered(count + 1)).waitFor();
}

describe('the adaptive test screen', () => {
  it('starts, resumes after a reload on the same item, shows answers read-only, finishes and hands in', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    await signIn(page, baseUrl, STUDENT);
    const query = new URLSearchParams({
      task_group_info_id: String(task.taskGroupId),
      activity_id: String(task.activityId),
    });
    await page.goto(`${baseUrl}${CLIENT_ROOT}studentAdaptiveAnswer?${query.toString()}`);
    await stem(page).waitFor();
    await page.getByText(answered(0)).waitFor();

    for (let count = 0; count < 3; count += 1) await answerOne(page, count);
    const before = await stem(page).textContent();
    await page.reload();
    await stem(page).waitFor();
    expect(await stem(page).textContent()).toBe(before);
    await page.getByText(answered(3)).waitFor();

    await page.getByRole('button', { name: adaptiveZhCN.lookBack }).click();
    const look = page.getByTestId('look-back-item');
    await look.waitFor();
    expect(await look.textContent()).toContain(adaptiveZhCN.yourChoice);
    expect(await look.locator('input[type=radio]').first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: adaptiveZhCN.hideLookBack }).click();

    let count = 3;
    while (!(await page.getByRole('heading', { name: adaptiveZhCN.finishedTitle }).isVisible())) {
      await answerOne(page, count);
      count += 1;
      expect(count).toBeLessThanOrEqual(16);
    }
    expect(count).toBeGreaterThanOrEqual(8);

    await page.getByRole('button', { name: adaptiveZhCN.submit }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/personalRealTimeReport'));
    expect(clientPath(page)).toBe('/personalRealTimeReport');
    const student = await findUser({ loginName: STUDENT }, db);
    const stored = await findAdaptiveAttempt({ userId: student.id, activityId: task.activityId }, db);
    expect({ steps: stored?.steps.length, submitted: Boolean(stored?.submittedAt) }).toEqual({
      steps: count,
      submitted: true,
    });
    await context.close();
  });
});
