// The programming engine in a real browser, as student03 (student01 is left untouched): open the
// open programming activity, write correct code in the code editor, run the examples in the
// browser's sandbox worker, reload (the draft comes back), submit, and see every hidden test passed.
// The page opens with plain text boxes: CodeMirror arrives when the student goes into one.
// student02 checks that an endless loop is cut off and that the worker cannot reach the network.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_TASKS } from '../server/src/seed/programming/demo-tasks.js';
import { REFERENCE_SOLUTIONS } from '../server/src/seed/programming/reference-solutions.js';
import { findActivity, findUser } from '../server/src/test/factories.js';
import { programmingZhCN } from '../web/src/features/programming-answer/texts.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, signIn } from './support/session.js';
import { findProgrammingGradings } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const zh = programmingZhCN;

let browser: Browser;
let task: { taskGroupId: number; activityId: number };

beforeAll(async () => {
  // The programming activity of the group open now (the content seed's shell sits in an ended one).
  const activity = await findActivity({ kind: 'programming', isOpen: true }, db);
  task = { taskGroupId: activity.taskGroupId, activityId: activity.id };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

const taskCard = (page: Page, index: number) =>
  page.locator('.pj-prog__task').filter({
    has: page.getByRole('heading', {
      name: zh.task.replace('{{n}}', String(index + 1)).replace('{{title}}', DEMO_TASKS[index]?.title ?? ''),
    }),
  });

async function openTasks(page: Page, loginName: string): Promise<void> {
  await signIn(page, baseUrl, loginName);
  const query = new URLSearchParams({
    task_group_info_id: String(task.taskGroupId),
    activity_id: String(task.activityId),
  });
  await page.goto(`${baseUrl}${CLIENT_ROOT}studentKooAnswer?${query.toString()}`);
  await codeBox(page, 0).waitFor();
}

/** A task's code: the plain text box it opens with, or the CodeMirror editor that replaced it (same name). */
const codeBox = (page: Page, index: number) =>
  taskCard(page, index).getByRole('textbox', {
    name: zh.codeLabel.replace('{{title}}', DEMO_TASKS[index]?.title ?? ''),
  });

const codeOf = (page: Page, index: number) =>
  codeBox(page, index).evaluate((box) => (box instanceof HTMLTextAreaElement ? box.value : (box.textContent ?? '')));

/** The URLs of every request the page and its workers make from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Goes into the task's code box, which brings the editor, and replaces the code there. */
async function writeCode(page: Page, index: number, code: string): Promise<void> {
  await codeBox(page, index).click();
  const editor = taskCard(page, index).locator('.cm-content');
  await expect.poll(() => editor.evaluate((content) => content === document.activeElement)).toBe(true);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}

describe('a programming task in the browser', () => {
  it('is written, run on the examples, kept over a reload, submitted and graded', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    await openTasks(page, 'student03');
    expect(await page.locator('.cm-content').count()).toBe(0);

    for (const [index, code] of REFERENCE_SOLUTIONS.entries()) await writeCode(page, index, code);
    const requests = recordRequests(page);
    await taskCard(page, 0).getByRole('button', { name: zh.run }).click();
    const samples = taskCard(page, 0).getByTestId('sample-results');
    await expect.poll(() => samples.textContent()).toContain(zh.outcome.passed);
    expect(await samples.textContent()).not.toContain(zh.outcome.wrong);
    // Run in the browser: the sandbox worker was fetched and the server's runSamples never called.
    expect(requests.some((url) => url.endsWith('/sandbox/run-examples.worker.js'))).toBe(true);
    expect(requests.filter((url) => url.includes('runSamples'))).toEqual([]);

    await page.getByText(zh.draftSaved).waitFor();
    await page.reload();
    await codeBox(page, 2).waitFor();
    expect(await codeOf(page, 2)).toContain('counts[word]');

    await page.getByRole('button', { name: zh.submit }).last().click();
    await page.locator('dialog.pj-dialog button.pj-dialog-button:not(.pj-dialog-button--secondary)').click();
    await expect.poll(() => page.getByTestId('graded-results').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByText(zh.allPassed).count()).toBe(3);
    await page.getByText(zh.disabled).waitFor();

    const student = await findUser({ loginName: 'student03' }, db);
    const stored = await findProgrammingGradings({ userId: student.id, activityId: task.activityId }, db);
    const full = DEMO_TASKS.reduce((sum, t) => sum + t.tests.reduce((s, c) => s + c.score, 0), 0);
    expect(stored.map((grading) => grading.totalScore)).toEqual([full]);
    await context.close();
  });

  it('cuts an endless loop off at the deadline while the page stays responsive', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    await openTasks(page, 'student02');
    await writeCode(page, 0, 'function solve(numbers) {\n  while (true) {}\n}\n');
    const started = Date.now();
    await taskCard(page, 0).getByRole('button', { name: zh.run }).click();
    // The page's own thread answers at once while the loop spins in the worker.
    await writeCode(page, 1, 'function solve(n) { return []; }\n');
    expect(await codeOf(page, 1)).toContain('return []');
    const samples = taskCard(page, 0).getByTestId('sample-results');
    await expect.poll(() => samples.textContent(), { timeout: 5_000 }).toContain(zh.outcome.timeout);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await samples.textContent()).not.toContain(zh.outcome.passed);
    await context.close();
  });

  it('runs the code where eval works but nothing can be fetched, not even from this origin', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    await openTasks(page, 'student02');
    // The SPA asks /wj/api/sys/date itself, so the probe marks its own request.
    const answered: string[] = [];
    page.on('response', (response) => answered.push(response.url()));
    const probe = [
      'function solve(numbers) {',
      '  console.log(typeof importScripts);',
      '  const request = new XMLHttpRequest();',
      "  request.open('GET', '/wj/api/sys/date?from=sandbox', false);",
      '  request.send();',
      '  return request.status;',
      '}',
    ].join('\n');
    await writeCode(page, 0, probe);
    await taskCard(page, 0).getByRole('button', { name: zh.run }).click();
    const samples = taskCard(page, 0).getByTestId('sample-results');
    await expect.poll(() => samples.textContent()).toContain(zh.outcome.error);
    expect(await samples.textContent()).toContain('NetworkError');
    // Nor can it load a same-origin URL as a script: importScripts is gone before the code runs.
    expect(await samples.locator('pre').first().textContent()).toBe('undefined\n');
    expect(answered.filter((url) => url.includes('from=sandbox'))).toEqual([]);
    await context.close();
  });

  it('offers the younger grades a block editor that writes the same JavaScript', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    await openTasks(page, 'student02');
    const card = taskCard(page, 0);
    await card.getByRole('button', { name: zh.blockMode }).click();
    await card.locator('.blocklySvg').waitFor();
    await expect.poll(() => codeOf(page, 0)).toContain('function solve(input)');
    expect(await taskCard(page, 1).getByRole('button', { name: zh.blockMode }).count()).toBe(0);
    await context.close();
  });
});
