// The scenario engine in a real browser: every branch of the demo scenario is walked, one
// way by student02 and the other by student03 (with a reload midway, which resumes the walk),
// each handed in and followed to the real-time report. student01 is not touched.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SCENARIO } from '../server/src/seed/scenario/demo-scenario.js';
import { findActivity, findUser } from '../server/src/test/factories.js';
import { scenarioZhCN } from '../web/src/features/scenario-answer/texts.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, signIn } from './support/session.js';
import { findScenarioAttempt } from './support/stored.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();

type DemoScene = (typeof DEMO_SCENARIO.scenes)[number];
const scene = (id: string): DemoScene => {
  const found = DEMO_SCENARIO.scenes.find((entry) => entry.id === id);
  if (!found) throw new Error(`no demo scene ${id}`);
  return found;
};
/** Every option the scene offers: the branch's, or its questions'. */
const optionsOf = (demo: DemoScene) => {
  if (demo.then.type === 'branch') return demo.then.options;
  if (demo.then.type === 'questions') return demo.then.questions.flatMap((question) => question.options);
  return [];
};
const labelOf = (sceneId: string, optionId: string) => {
  const option = optionsOf(scene(sceneId)).find((entry) => entry.id === optionId);
  if (!option) throw new Error(`no option ${optionId} in ${sceneId}`);
  return option.label;
};

let browser: Browser;
let task: { taskGroupId: number; activityId: number };

async function pathOf(loginName: string): Promise<string[] | undefined> {
  const student = await findUser({ loginName }, db);
  const attempt = await findScenarioAttempt({ userId: student.id, activityId: task.activityId }, db);
  return attempt?.path;
}

async function openAs(loginName: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { viewport: { width: 414, height: 896 } });
  await signIn(opened.page, baseUrl, loginName);
  const query = new URLSearchParams({
    task_group_info_id: String(task.taskGroupId),
    activity_id: String(task.activityId),
  });
  await opened.page.goto(`${baseUrl}${CLIENT_ROOT}studentCustomMadeAnswer?${query.toString()}`);
  return opened;
}

const heading = (page: Page, sceneId: string) => page.getByRole('heading', { name: scene(sceneId).title, exact: true });

async function atScene(page: Page, sceneId: string): Promise<void> {
  await heading(page, sceneId).waitFor();
  const image = page.locator('.pj-scenario__image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const audio = page.locator('audio.pj-scenario__audio');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused && !element.autoplay)).toBe(true);
}

async function answer(page: Page, sceneId: string, optionIds: string[]): Promise<void> {
  for (const id of optionIds) await page.getByText(labelOf(sceneId, id), { exact: true }).click();
  await page.getByRole('button', { name: scenarioZhCN.continue }).click();
}

async function choose(page: Page, sceneId: string, optionId: string): Promise<void> {
  await page.getByRole('button', { name: labelOf(sceneId, optionId) }).click();
}

async function submitAndSeeReport(page: Page): Promise<void> {
  await page.getByRole('button', { name: scenarioZhCN.submit }).click();
  await page.waitForURL(() => clientPath(page) === '/personalRealTimeReport');
  const url = new URL(page.url());
  expect(url.searchParams.get('activity_id')).toBe(String(task.activityId));
  expect(url.searchParams.get('task_group_info_id')).toBe(String(task.taskGroupId));
}

beforeAll(async () => {
  const activity = await findActivity({ kind: 'scenario' }, db);
  task = { taskGroupId: activity.taskGroupId, activityId: activity.id };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

describe('the demo scenario, every branch', () => {
  it('student02 helps the grandmother and makes a poster', async () => {
    const { context, page } = await openAs('student02');
    await atScene(page, 'gate');
    await answer(page, 'gate', ['hazardous']);
    await atScene(page, 'bins');
    await choose(page, 'bins', 'help');
    await atScene(page, 'sorting');
    await answer(page, 'sorting', ['peel', 'rice']);
    await atScene(page, 'board');
    await choose(page, 'board', 'poster');
    await atScene(page, 'poster-end');
    expect(await pathOf('student02')).toEqual(['gate', 'bins', 'sorting', 'board', 'poster-end']);
    await submitAndSeeReport(page);
    await context.close();
  });

  it('student03 records and asks, resumes after a reload, and gives a talk', async () => {
    const { context, page } = await openAs('student03');
    await atScene(page, 'gate');
    await answer(page, 'gate', ['recyclable']);
    await atScene(page, 'bins');
    await choose(page, 'bins', 'record');
    await atScene(page, 'survey');
    await page.reload();
    await atScene(page, 'survey');
    expect(await page.locator('.pj-scenario__path li').allInnerTexts()).toEqual(['出发调查', '垃圾桶旁', '访问居民']);
    await answer(page, 'survey', ['polite']);
    await atScene(page, 'board');
    await choose(page, 'board', 'talk');
    await atScene(page, 'talk-end');
    expect(await pathOf('student03')).toEqual(['gate', 'bins', 'survey', 'board', 'talk-end']);
    await submitAndSeeReport(page);
    await context.close();
  });
});
