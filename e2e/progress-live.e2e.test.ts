// Issue 12 "Live" in a real browser: headteacher01 keeps the progress page of their class open
// while student02, in a second browser context and on a second server instance of the same
// deployment, answers an activity; the done figure follows within 5 s, without a reload. The
// activity is first recovered for student02 by schooladmin01 (the recovery service, called from
// this process as a third instance would), which the page follows too. student02 reads the reset
// notice and ends done again, as seeded.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RoleCode } from '../packages/contract/src/index.js';
import { taskGroups } from '../server/src/db/schema/index.js';
import { resetTaskResult } from '../server/src/modules/recovery/service.js';
import { loadScope } from '../server/src/modules/scope/scope.js';
import { DEMO_CONTENT } from '../server/src/seed/content/activities.js';
import { findActivity, findUser } from '../server/src/test/factories.js';
import { answerZhCN } from '../web/src/features/answer/texts.js';
import { progressEventsUrl } from '../web/src/features/progress/api/progress-events.js';
import { progressZhCN } from '../web/src/features/progress/texts.js';
import { drillZhCN } from '../web/src/shared/admin/drill/texts.js';
import { studentZhCN } from '../web/src/features/student/texts.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { button, chooseOption } from './support/admin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { startServer, type RunningServer } from './support/server.js';
import { clientPath, signIn } from './support/session.js';

/** The promise, measured from the moment the change is committed. */
const LIVE_MS = 5_000;
const REASON = '实时进度测试：请重新作答';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
const text = progressZhCN;

// Two items and outside the stamina limit: the quickest activity to answer again.
const SURVEY = String(DEMO_CONTENT.find((entry) => entry.definition.name === '健康生活小调查')?.definition.name);

let browser: Browser;
let secondServer: RunningServer;
let teacherPage: Page;
let studentContext: BrowserContext;
let studentPage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // A second server of the same deployment (same database, file store and keys), as behind a load balancer.
  secondServer = await startServer({ DATABASE_URL: inject('databaseUrl'), DATA_DIR: inject('dataDir') });
  teacherPage = (await newPage(browser)).page;
  ({ context: studentContext, page: studentPage } = await newPage(browser, { viewport: { width: 414, height: 896 } }));
});

afterAll(async () => {
  await studentContext.close();
  await browser.close();
  await secondServer.stop();
  await pool.end();
});

/** The done figure above the table, once the page shows one. */
async function doneFigure(): Promise<number> {
  const totals = teacherPage.getByTestId('progress-totals');
  const figure = totals.locator('div').filter({ has: teacherPage.getByText(text.counts.done, { exact: true }) });
  return Number(await figure.locator('dd').innerText());
}

const studentRow = () => teacherPage.getByRole('row', { name: /student02/ });

/** schooladmin01 recovers student02's survey, through the same service the recovery page calls. */
async function resetSurvey(activityId: number): Promise<void> {
  const admin = await findUser({ loginName: 'schooladmin01' }, db);
  const student = await findUser({ loginName: 'student02' }, db);
  const session = {
    sessionId: 'e2e-progress-live',
    userId: admin.id,
    roleId: RoleCode.schoolAdmin,
    actorUserId: null,
    provinceShardId: admin.provinceShardId,
  };
  const input = { studentId: student.id, activityId, reason: REASON };
  await resetTaskResult(db, await loadScope(db, session), { session, ip: null }, input, new Date());
}

/** student02 on the second server: the home, the guide page, both items, the submit and its confirmation. */
async function answerSurvey(): Promise<void> {
  await studentPage.getByRole('button', { name: `${studentZhCN.answer.start} ${SURVEY}`, exact: true }).click();
  await studentPage.getByRole('button', { name: answerZhCN.guide.start }).click();
  await studentPage.getByTestId('item-single').getByLabel('21:30 之前').check();
  await studentPage.getByTestId('item-scale').getByLabel('同意', { exact: true }).check();
  await studentPage.getByRole('button', { name: answerZhCN.answer.submit, exact: true }).click();
  await studentPage.getByRole('alertdialog').getByRole('button', { name: answerZhCN.answer.confirm }).click();
  await studentPage.waitForURL(() => clientPath(studentPage) === '/personalRealTimeReport');
}

describe('headteacher01 watches their class as student02 answers', () => {
  let activityId: number;
  let doneAtStart: number;

  it("opens the progress page on the survey, listening for the class's changes", async () => {
    const activity = await findActivity({ name: SURVEY }, db);
    activityId = activity.id;
    const [group] = await db.select().from(taskGroups).where(eq(taskGroups.id, activity.taskGroupId));
    if (!group) throw new Error('the survey has no task group');
    const listening = teacherPage.waitForResponse((response) =>
      response.url().endsWith(progressEventsUrl(activity.taskGroupId)),
    );
    await signIn(teacherPage, baseUrl, 'headteacher01');
    await teacherPage
      .getByRole('complementary')
      .getByRole('link', { name: zhCN.menu.progressQuery, exact: true })
      .click();
    await teacherPage.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    await chooseOption(teacherPage, 'progress-group', group.name);
    await chooseOption(teacherPage, 'progress-activity', SURVEY);
    expect((await listening).status()).toBe(200);
    // student02 answered every activity when the demo was seeded.
    await expect.poll(() => studentRow().innerText()).toContain(drillZhCN.status.done);
    doneAtStart = await doneFigure();
    expect(doneAtStart).toBeGreaterThan(0);
    // Gone after a reload: its staying shows the figures below changed in place.
    await teacherPage.evaluate(() => Object.assign(window, { progressLiveMarker: true }));
  });

  it('shows the reset within 5 s', async () => {
    await resetSurvey(activityId);
    await expect.poll(doneFigure, { timeout: LIVE_MS }).toBe(doneAtStart - 1);
    await expect.poll(() => studentRow().innerText()).toContain(drillZhCN.status.notStarted);
  });

  it("shows student02's submit, taken by the other server, within 5 s", async () => {
    await signIn(studentPage, secondServer.baseUrl, 'student02');
    await studentPage.waitForURL(() => clientPath(studentPage) === '/stuIndex');
    await studentPage.getByText(studentZhCN.resets.reason.replace('{{reason}}', REASON)).waitFor();
    await button(studentPage, studentZhCN.resets.ok).click();
    await studentPage.getByText(studentZhCN.resets.title).waitFor({ state: 'detached' });
    await answerSurvey();
    await expect.poll(doneFigure, { timeout: LIVE_MS }).toBe(doneAtStart);
    await expect.poll(() => studentRow().innerText()).toContain(drillZhCN.status.done);
    expect(await teacherPage.evaluate(() => 'progressLiveMarker' in window)).toBe(true);
  });
});
