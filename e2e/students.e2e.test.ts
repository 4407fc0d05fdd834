// Issue 4 in a real browser, as student01 (who starts with nothing finished in the open group;
// the reports demo gave them last school year's two batches): the home, the
// guide page, every item type with a reload midway, the submit, the real-time report, the
// medal and the stamina count, the stamina limit and its exemption, bullet comments and the
// eye-care reminder. The steps build on each other and run in order. student01's grade plan
// is changed for the limit test and put back; student02's and student03's data are not touched.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contractMessages, LOCAL_STORAGE_KEYS } from '../packages/contract/src/index.js';
import { DEMO_CONTENT } from '../server/src/seed/content/activities.js';
import { findActivity, findEvaluationPlan, findUser, updateEvaluationPlan } from '../server/src/test/factories.js';
import { answerZhCN } from '../web/src/features/answer/texts.js';
import { reportZhCN } from '../web/src/features/real-time-report/texts.js';
import { studentZhCN } from '../web/src/features/student/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, signIn } from './support/session.js';
import { countAnswers, findAnswerDraft } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();

/** i18next-style interpolation of the texts the screens show. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const definition = (name: string) => {
  const found = DEMO_CONTENT.find((entry) => entry.definition.name === name);
  if (!found) throw new Error(`no demo activity ${name}`);
  return found.definition;
};
const GROWTH = String(definition('我的成长足迹').name);
const QUESTIONNAIRE = String(definition('学习生活问卷').name);
const EXEMPT = String(definition('健康生活小调查').name);
// The smallest valid PNG: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let student: { id: number; gradeId: number | null };

const answerCount = () => countAnswers({ userId: student.id }, db);
/** The answers the reports demo seeded for student01 in last school year's groups. */
let seededAnswers: number;

beforeAll(async () => {
  student = await findUser({ loginName: 'student01' }, db);
  seededAnswers = await answerCount();
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, { viewport: { width: 414, height: 896 } }));
  // The identity prompt is answered on this device only: show_login_prompt stays true for other files.
  await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
});

afterAll(async () => {
  await context.close();
  await browser.close();
  await pool.end();
});

const startButton = (activity: string) =>
  page.getByRole('button', { name: `${studentZhCN.answer.start} ${activity}`, exact: true });
const staminaCount = () => page.getByTestId('stamina-count');
const item = (type: string) => page.getByTestId(`item-${type}`);

describe('the student home', () => {
  it('shows the task groups, the stamina panel, the idol and drifting bullet comments', async () => {
    await signIn(page, baseUrl, 'student01');
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
    await startButton(GROWTH).waitFor();
    expect(await staminaCount().innerText()).toBe(fill(studentZhCN.stamina.count, { days: 3, done: 0, max: 5 }));
    const idol = page.locator('.pj-student__idol');
    await expect.poll(() => idol.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('.pj-danmu__item').count()).toBeGreaterThan(0);
  });

  it('turns the bullet comments off, and remembers it over a reload', async () => {
    const toggle = page.getByRole('switch', { name: studentZhCN.danmu.toggle });
    await toggle.click();
    expect(await page.locator('.pj-danmu__item').count()).toBe(0);
    await page.reload();
    await startButton(GROWTH).waitFor();
    expect(await page.locator('.pj-danmu__item').count()).toBe(0);
    await page.getByRole('switch', { name: studentZhCN.danmu.toggle }).click();
    await page.locator('.pj-danmu__item').first().waitFor();
  });
});

describe('answering an activity', () => {
  it('opens the guide page from the home and goes on to the answer screen, without bullet comments', async () => {
    await startButton(GROWTH).click();
    await page.waitForURL(() => clientPath(page) === '/activityIntroductionPage');
    await page.getByRole('heading', { name: GROWTH }).waitFor();
    await page.getByRole('button', { name: answerZhCN.guide.start }).click();
    await page.waitForURL(() => clientPath(page) === '/studentAnswer');
    await item('single').waitFor();
    expect(await page.locator('.pj-danmu__item').count()).toBe(0);
  });

  it('answers every item type and finds the answers kept after a reload', async () => {
    await item('single').getByLabel('1-2 次').check();
    await item('multiple').getByLabel('按时作息').check();
    await item('multiple').getByLabel('自己整理书包').check();
    await item('judge').getByLabel('正确').check();
    await item('fill').getByRole('textbox').fill('五星红');
    await item('scale').getByLabel('4 分').check();
    await item('text').getByRole('textbox').fill('我读了《草房子》，学会了珍惜朋友。');
    await item('upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'chores.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await item('upload').locator('img').waitFor();
    await page.getByText(new RegExp(`^${fill(answerZhCN.answer.saved, { time: '' })}\\d`)).waitFor();

    const draft = await findAnswerDraft({ userId: student.id }, db);
    expect(Object.keys(draft?.answers ?? {})).toHaveLength(7);

    await page.reload();
    await item('single').waitFor();
    expect(await item('single').getByLabel('1-2 次').isChecked()).toBe(true);
    expect(await item('multiple').getByLabel('自己整理书包').isChecked()).toBe(true);
    expect(await item('judge').getByLabel('正确').isChecked()).toBe(true);
    expect(await item('fill').getByRole('textbox').inputValue()).toBe('五星红');
    expect(await item('scale').getByLabel('4 分').isChecked()).toBe(true);
    expect(await item('text').getByRole('textbox').inputValue()).toContain('草房子');
    expect(await item('upload').locator('img').count()).toBe(1);
  });

  it('submits once and shows the real-time report with the medal earned', async () => {
    expect(await answerCount()).toBe(seededAnswers);
    await page.getByRole('button', { name: answerZhCN.answer.submit, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: answerZhCN.answer.confirm }).click();
    await page.waitForURL(() => clientPath(page) === '/personalRealTimeReport');
    await page.getByRole('heading', { name: reportZhCN.title }).waitFor();
    const medal = page.getByTestId('earned-medal-first-activity.webp').locator('img');
    await expect.poll(() => medal.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByTestId('key-point').waitFor();
    await page.getByTestId('score-chart').locator('.pj-score-chart__bar').first().waitFor();
    expect(await answerCount()).toBe(seededAnswers + 1);
  });

  it('shows the medal on the home and moves the stamina count', async () => {
    await page.getByRole('link', { name: reportZhCN.backHome }).click();
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
    await page.getByTestId('award-medal-first-activity.webp').waitFor();
    await expect
      .poll(() => staminaCount().innerText())
      .toBe(fill(studentZhCN.stamina.count, { days: 3, done: 1, max: 5 }));
    await page.getByRole('button', { name: `${studentZhCN.answer.answerAgain} ${GROWTH}` }).waitFor();
  });

  it("opens the whole task group's report from the home", async () => {
    const { taskGroupId } = await findActivity({ name: GROWTH }, db);
    await page.getByTestId(`group-${taskGroupId}`).getByRole('link', { name: studentZhCN.groups.report }).click();
    await page.waitForURL(() => clientPath(page) === '/reportEnter');
    await page.getByRole('heading', { name: reportZhCN.groupTitle }).waitFor();
    await page.getByTestId('key-point').waitFor();
    await page.getByRole('link', { name: reportZhCN.backHome }).click();
    await page.waitForURL(() => clientPath(page) === '/stuIndex');
  });
});

describe('the stamina limit', () => {
  let plan: { id: number; maxFinish: number };

  beforeAll(async () => {
    if (student.gradeId === null) throw new Error('student01 has no grade');
    plan = await findEvaluationPlan({ gradeId: student.gradeId }, db);
    await updateEvaluationPlan(plan.id, { maxFinish: 1 }, db);
  });

  afterAll(async () => {
    await updateEvaluationPlan(plan.id, { maxFinish: plan.maxFinish }, db);
  });

  const limitText = fill(contractMessages['zh-CN']['stamina.exhausted'], { days: 3 });

  it('holds the start button with the info toast and stays on the home', async () => {
    await page.reload();
    await startButton(QUESTIONNAIRE).click();
    await page.getByRole('status').filter({ hasText: limitText }).waitFor();
    expect(clientPath(page)).toBe('/stuIndex');
  });

  it('lets an exempt activity through', async () => {
    await startButton(EXEMPT).click();
    await page.waitForURL(() => clientPath(page) === '/activityIntroductionPage');
  });

  it('refuses a submit on the answer screen with the same toast, and nothing is stored', async () => {
    const before = await answerCount();
    const questionnaire = await findActivity({ name: QUESTIONNAIRE }, db);
    await page.goto(
      `${baseUrl}${CLIENT_ROOT}studentQuestionnaireAnswer?task_group_info_id=${questionnaire.taskGroupId}&activity_id=${questionnaire.id}`,
    );
    await page.getByTestId('item-scale').first().waitFor();
    for (const scale of await page.getByTestId('item-scale').all())
      await scale.getByLabel('同意', { exact: true }).check();
    await page.getByRole('button', { name: answerZhCN.answer.submit, exact: true }).click();
    await page.getByRole('status').filter({ hasText: limitText }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(clientPath(page)).toBe('/studentQuestionnaireAnswer');
    expect(await answerCount()).toBe(before);
  });
});

describe('the eye-care reminder', () => {
  it('shows after 30 minutes on an answer screen', async () => {
    const { context: fresh, page: timed } = await newPage(browser, { viewport: { width: 414, height: 896 } });
    try {
      await fresh.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
      await timed.clock.install();
      await signIn(timed, baseUrl, 'student01');
      await timed.getByRole('button', { name: `${studentZhCN.answer.start} ${QUESTIONNAIRE}`, exact: true }).click();
      await timed.getByRole('button', { name: answerZhCN.guide.start }).click();
      await timed.getByTestId('item-scale').first().waitFor();
      await timed.clock.fastForward('31:00');
      await timed.getByText(zhCN.eyeCare.text).waitFor();
    } finally {
      await fresh.close();
    }
  });
});
