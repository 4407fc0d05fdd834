// Issue 16 in a real browser: axe-core finds no serious or critical WCAG 2.1 A/AA violation on
// any §2 route, opened by a role whose menus reach it, in both languages, once the page has its
// data. Student and parent pages are opened 360 px wide and must not scroll sideways. Pages are
// only opened, nothing is answered (opening the adaptive test starts student02's attempt there, as
// it does for any student). With reduced motion the bullet comments stand still.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ALWAYS_ALLOWED_PATHS,
  appRoutes,
  LOCAL_STORAGE_KEYS,
  LOCALES,
  type Locale,
} from '../packages/contract/src/index.js';
import { DEMO_ACCOUNTS } from '../server/src/seed/accounts.js';
import { MENU_ROWS } from '../server/src/seed/menus.js';
import { findActivity, type ActivityWhere } from '../server/src/test/factories.js';
import { taskQuery } from '../web/src/shared/answering/task-links.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** One account per layout and role; each opens the routes its menus reach that no account before it opened. */
const ACCOUNTS = [
  'student02',
  'parent01',
  'headteacher01',
  'schooladmin01',
  'areaadmin01',
  'teacher01',
  'areateach01',
  'organadmin01',
  'activityadmin01',
  'service01',
] as const;

const isMobileAccount = (loginName: string) => loginName.startsWith('student') || loginName.startsWith('parent');

function roleOf(loginName: string): number {
  const role = DEMO_ACCOUNTS.find((account) => account.loginName === loginName)?.roles[0];
  if (!role) throw new Error(`no demo account ${loginName}`);
  return role.roleCode;
}

/** The role's answer-web menu urls in menu order, and the pages §2 opens to every signed-in student. */
function reachableRoutes(loginName: string): string[] {
  const menuUrls = MENU_ROWS.filter(
    (row) => row.roleCode === roleOf(loginName) && row.appSide.split(',').includes('1'),
  ).map((row) => row.menuUrl);
  const studentOnly = loginName.startsWith('student')
    ? [...ALWAYS_ALLOWED_PATHS.filter((path) => path !== appRoutes.root), appRoutes.schoolYearPage]
    : [];
  return [...menuUrls, ...studentOnly];
}

/** Each route once, under the first account that reaches it; every account's home as well, since homes differ. */
function planVisits(): [loginName: string, routes: string[]][] {
  const seen = new Set<string>();
  return ACCOUNTS.map((loginName) => {
    const [home, ...others] = reachableRoutes(loginName);
    const fresh = others.filter((route) => !seen.has(route));
    for (const route of [home, ...fresh]) if (route) seen.add(route);
    return [loginName, home ? [home, ...fresh] : fresh];
  });
}

const VISITS = planVisits();

const FINISHED_ACTIVITY: ActivityWhere = { kind: 'activity', isOpen: true };

/** The seeded activity each task page opens; student02 finished the first, so its reports have data. */
const TASK_PAGES: [route: string, where: ActivityWhere][] = [
  [appRoutes.activityIntroductionPage, FINISHED_ACTIVITY],
  [appRoutes.studentAnswer, FINISHED_ACTIVITY],
  [appRoutes.personalRealTimeReport, FINISHED_ACTIVITY],
  [appRoutes.independentActivity, FINISHED_ACTIVITY],
  [appRoutes.studentQuestionnaireAnswer, { kind: 'questionnaire' }],
  [appRoutes.studentAdaptiveAnswer, { kind: 'adaptive' }],
  [appRoutes.studentKooAnswer, { kind: 'programming' }],
  [appRoutes.studentCustomMadeAnswer, { kind: 'scenario' }],
];

const taskQueries = new Map<string, string>();

async function loadTaskQueries(): Promise<void> {
  for (const [route, where] of TASK_PAGES) {
    const activity = await findActivity(where, db);
    taskQueries.set(route, taskQuery({ taskGroupId: activity.taskGroupId, activityId: activity.id }));
  }
  const { taskGroupId } = await findActivity(FINISHED_ACTIVITY, db);
  taskQueries.set(appRoutes.reportEnter, new URLSearchParams({ task_group_info_id: String(taskGroupId) }).toString());
}

const LOADING =
  '.pj-page-state[role="status"], [aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active, .adm-skeleton';

/** The language the next page load starts in; the page must already be on the product's origin. */
async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: LOCAL_STORAGE_KEYS.locale,
    value: locale,
  });
}

/** Opens a route in a language and waits for its heading, the network to settle and every loading state to end. */
async function openRoute(page: Page, route: string, locale: Locale): Promise<void> {
  await chooseLocale(page, locale);
  const query = taskQueries.get(route);
  await page.goto(`${baseUrl}${CLIENT_ROOT}${route.slice(1)}${query ? `?${query}` : ''}`);
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING);
  // A menu URL may carry its query (assessQuery?findType=1): the guard kept the page, not a redirect.
  expect(clientPath(page)).toBe(route.split('?')[0]);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await loadTaskQueries();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

describe.each(VISITS)('as %s', (loginName, routes) => {
  const isMobile = isMobileAccount(loginName);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { viewport: isMobile ? PHONE : DESKTOP }));
    // The sign-in prompts are checked where they are built; here they would cover every page.
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
    await signIn(page, baseUrl, loginName);
  });

  afterAll(async () => {
    await context.close();
  });

  const cases = routes.flatMap((route) => LOCALES.map((locale): [string, Locale] => [route, locale]));

  it.each(cases)('%s in %s', async (route, locale) => {
    await openRoute(page, route, locale);
    await expectNoSeriousViolations(page, `${route} (${locale}, ${loginName})`);
    if (isMobile)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('bullet comments', () => {
  let context: BrowserContext;
  let page: Page;
  const animationName = () =>
    page
      .locator('.pj-danmu__item')
      .first()
      .evaluate((item) => getComputedStyle(item).animationName);

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { viewport: PHONE }));
    await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_STORAGE_KEYS.showLogin);
    await signIn(page, baseUrl, 'student02');
  });

  afterAll(async () => {
    await context.close();
  });

  it('drift by default and stand still when the reader prefers reduced motion', async () => {
    await page.locator('.pj-danmu__item').first().waitFor();
    expect(await animationName()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationName()).toBe('none');
  });
});

describe('signed out', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { viewport: PHONE }));
    await page.goto(`${baseUrl}/healthz`);
  });

  afterAll(async () => {
    await context.close();
  });

  it.each(LOCALES)('the sign-in page in %s', async (locale) => {
    await chooseLocale(page, locale);
    await page.goto(`${baseUrl}/sso/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page, `/sso/ (${locale})`);
  });

  it.each(LOCALES)('the error pages in %s', async (locale) => {
    for (const route of [appRoutes.notFound, appRoutes.noPermission]) {
      await chooseLocale(page, locale);
      await page.goto(`${baseUrl}${CLIENT_ROOT}${route.slice(1)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoSeriousViolations(page, `${route} (${locale})`);
    }
  });
});
