// Issue 16: page weight as a phone downloads it. Every §2 route a role reaches is opened afresh (a staff
// page once, by the first role that reaches it), with the browser cache off, and left until the network is
// idle; the JavaScript it fetched on its own, gzipped, must fit the budget of its layout. Chunks only a click
// fetches (an editor, a dialog) are not counted. `npm test` runs it with the browser tests.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ALWAYS_ALLOWED_PATHS,
  appRoutes,
  buildMenuTree,
  filterMenus,
  menuPaths,
  isStudentRole,
  layoutForRole,
  RoleCode,
  type ActivityKind,
  type Layout,
  type MenuItem,
} from '../packages/contract/src/index.js';
import { MENU_ROWS } from '../server/src/seed/menus.js';
import { CURRENT_SCHOOL_YEAR } from '../server/src/seed/org.js';
import { createStudent, findActivity } from '../server/src/test/factories.js';
import { launchBrowser, newPage } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { CLIENT_ROOT, clientPath, DEMO_PASSWORD, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();

const BUDGET_KB: Record<Layout, number> = { mobile: 170, admin: 350 };
const PHONE = { width: 414, height: 896 };
const DESKTOP = { width: 1280, height: 800 };

/** §2 routes that only send on to another page, which is measured itself. */
const REDIRECTS: string[] = [appRoutes.root, appRoutes.parentIndex, appRoutes.adminIndex];
/** Outside the guard, so anyone meets them; measured on a phone, the stricter budget. */
const ERROR_PAGES: string[] = [appRoutes.notFound, appRoutes.noRole, appRoutes.noPermission];
/** Reports draw their chart only for a finished activity: student02's seeded answers give them one. */
const REPORTS: string[] = [appRoutes.personalRealTimeReport, appRoutes.reportEnter];

/** The activity a student task page opens, by the kind of activity it answers. */
const TASK_KIND: Partial<Record<string, ActivityKind>> = {
  [appRoutes.activityIntroductionPage]: 'activity',
  [appRoutes.studentAnswer]: 'activity',
  [appRoutes.independentActivity]: 'activity',
  [appRoutes.personalRealTimeReport]: 'activity',
  [appRoutes.studentQuestionnaireAnswer]: 'questionnaire',
  [appRoutes.studentAdaptiveAnswer]: 'adaptive',
  [appRoutes.studentKooAnswer]: 'programming',
  [appRoutes.studentCustomMadeAnswer]: 'scenario',
};

/** One signed-in person and the routes measured as them. */
interface Visitor {
  loginName: string;
  password: string;
  roleCode: RoleCode;
  routes: string[];
}

interface Script {
  file: string;
  kb: number;
}

interface Measured {
  route: string;
  loginName: string;
  kb: number;
  budgetKb: number;
  scripts: Script[];
}

const totalKb = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.kb, 0);

const STAFF: [loginName: string, roleCode: RoleCode][] = [
  ['teacher01', RoleCode.teacher],
  ['headteacher01', RoleCode.headmaster],
  ['schooladmin01', RoleCode.schoolAdmin],
  ['areaadmin01', RoleCode.areaAdmin],
  ['areateach01', RoleCode.areaTeach],
  ['activityadmin01', RoleCode.activityAdmin],
  ['organadmin01', RoleCode.organAdmin],
  ['service01', RoleCode.customerService],
];

/** The role's web menus as the guard receives them, from the one table the seed writes. */
function menusOf(roleCode: RoleCode): MenuItem[] {
  const rows = MENU_ROWS.filter((row) => row.roleCode === roleCode);
  return filterMenus(buildMenuTree(rows.map((row) => ({ ...row, icon: row.icon ?? undefined }))));
}

/**
 * The §2 pages the role opens: its menus' pages, and for students and parents the pages §2 lets
 * every user open (they are phone pages: the guard turns staff away from them) and, for students,
 * the school-year page the guard sends them to.
 */
function routesOf(roleCode: RoleCode): string[] {
  const opened = new Set([
    ...menuPaths(menusOf(roleCode)),
    ...(layoutForRole(roleCode) === 'mobile' ? ALWAYS_ALLOWED_PATHS : []),
    ...(isStudentRole(roleCode) ? [appRoutes.schoolYearPage] : []),
  ]);
  return Object.values(appRoutes).filter((route) => opened.has(route) && !REDIRECTS.includes(route));
}

/**
 * Each staff page once, under the first role above that reaches it, and every role's home, since
 * homes show each role its own cards: the admin pages load the same code for every role, and
 * opening each page again per role would double the time `npm test` spends here.
 */
function planStaffVisits(): [loginName: string, roleCode: RoleCode, routes: string[]][] {
  const seen = new Set<string>();
  return STAFF.map(([loginName, roleCode]) => {
    const home = menuPaths(menusOf(roleCode))[0];
    const routes = routesOf(roleCode).filter((route) => route === home || !seen.has(route));
    for (const route of routes) seen.add(route);
    return [loginName, roleCode, routes];
  });
}

let browser: Browser;
const results: Measured[] = [];

/** The query a student task page needs: a seeded activity of its kind (for a group report, its group). */
async function queryOf(route: string): Promise<string> {
  const isGroupReport = route === appRoutes.reportEnter;
  const kind = isGroupReport ? 'activity' : TASK_KIND[route];
  if (!kind) return '';
  const activity = await findActivity({ kind }, db);
  const query = new URLSearchParams({ task_group_info_id: String(activity.taskGroupId) });
  if (!isGroupReport) query.set('activity_id', String(activity.id));
  return `?${query.toString()}`;
}

const isJavaScript = (response: Response) => (response.headers()['content-type'] ?? '').includes('javascript');

/** Scripts are named by their content hash, so each is read and compressed once for the whole file. */
const gzippedSizes = new Map<string, Promise<number>>();

/** What the route weighs gzipped: the server sends the build's gzip-9 copy (brotli, smaller, to browsers that ask), so this is the figure to hold against the budget. */
function gzippedSize(url: string): Promise<number> {
  const known = gzippedSizes.get(url);
  if (known) return known;
  const size = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return gzipSync(Buffer.from(await response.arrayBuffer())).length;
  });
  gzippedSizes.set(url, size);
  return size;
}

/** Requests that stay open by design (a live progress feed): a page is loaded while they still run. */
const STREAMS = new Set(['eventsource', 'websocket']);
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches a context's requests from now on: the scripts it fetched, and whether its network has gone quiet. */
function watchRequests(context: BrowserContext) {
  const scripts = new Set<string>();
  const open = new Set<Request>();
  let changedAt = Date.now();
  const onRequest = (request: Request) => {
    if (STREAMS.has(request.resourceType())) return;
    open.add(request);
    changedAt = Date.now();
  };
  const onDone = (request: Request) => {
    if (open.delete(request)) changedAt = Date.now();
  };
  const onResponse = (response: Response) => {
    if (isJavaScript(response)) scripts.add(response.url());
  };
  context.on('request', onRequest).on('requestfinished', onDone).on('requestfailed', onDone).on('response', onResponse);
  return {
    scripts,
    /** Until no request (streams aside) has been open for half a second. */
    async quiet(): Promise<void> {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while (open.size > 0 || Date.now() - changedAt < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(`still loading: ${[...open].map((request) => request.url()).join(', ')}`);
        await pause(100);
      }
    },
    stop(): void {
      context
        .off('request', onRequest)
        .off('requestfinished', onDone)
        .off('requestfailed', onDone)
        .off('response', onResponse);
    },
  };
}

/**
 * Opens the url in a fresh document with the cache off and lists every script it fetched until the
 * network went quiet. Scripts are static files, so each is read again from the server for its size
 * rather than from the browser, which may drop a body after a redirect.
 */
async function fetchedScripts(context: BrowserContext, page: Page, url: string): Promise<Script[]> {
  const requests = watchRequests(context);
  try {
    await page.goto(url);
    await requests.quiet();
  } finally {
    requests.stop();
  }
  return Promise.all(
    [...requests.scripts].map(async (script) => ({
      file: new URL(script).pathname,
      kb: (await gzippedSize(script)) / 1024,
    })),
  );
}

async function openWithoutCache(viewport: { width: number; height: number }) {
  const opened = await newPage(browser, { viewport });
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return opened;
}

function record(route: string, loginName: string, budgetKb: number, scripts: Script[]): Measured {
  const measured = { route, loginName, budgetKb, kb: totalKb(scripts), scripts };
  results.push(measured);
  return measured;
}

/** What a failure says: the routes over budget, each with its heaviest scripts. */
function overBudget(measured: Measured[]): string[] {
  return measured
    .filter((entry) => entry.kb > entry.budgetKb)
    .map((entry) => {
      const heaviest = [...entry.scripts].sort((a, b) => b.kb - a.kb).slice(0, 5);
      const list = heaviest.map((script) => `${script.file.split('/').pop() ?? ''} ${script.kb.toFixed(1)}`);
      return `${entry.route} as ${entry.loginName}: ${entry.kb.toFixed(1)} KB > ${entry.budgetKb} KB (${list.join(', ')})`;
    });
}

/** Signs the visitor in, then measures each of their routes. */
async function measureAs(visitor: Visitor): Promise<Measured[]> {
  const layout = layoutForRole(visitor.roleCode);
  const { context, page } = await openWithoutCache(layout === 'mobile' ? PHONE : DESKTOP);
  try {
    await signIn(page, baseUrl, visitor.loginName, visitor.password);
    const measured: Measured[] = [];
    for (const route of visitor.routes) {
      const url = `${baseUrl}${CLIENT_ROOT}${route.slice(1)}${await queryOf(route)}`;
      const scripts = await fetchedScripts(context, page, url);
      expect(clientPath(page), `${visitor.loginName} opening ${route}`).toBe(route);
      measured.push(record(route, visitor.loginName, BUDGET_KB[layout], scripts));
    }
    return measured;
  } finally {
    await context.close();
  }
}

function printTable(): void {
  const lines = results.map(
    (entry) =>
      `${entry.route.padEnd(40)} ${entry.loginName.padEnd(16)} ${entry.kb.toFixed(1).padStart(7)} KB  ` +
      `(budget ${entry.budgetKb}) ${entry.kb <= entry.budgetKb ? 'ok' : 'OVER'}`,
  );
  const measured = new Set(results.map((entry) => entry.route));
  const unreached = Object.values(appRoutes).filter((route) => !measured.has(route) && !REDIRECTS.includes(route));
  console.log(
    ['Gzipped JavaScript per route, cache off, until network idle:', ...lines]
      .concat(unreached.length > 0 ? [`No role reaches: ${unreached.join(', ')}`] : [])
      .join('\n'),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  printTable();
  await browser.close();
  await pool.end();
});

describe('page weight, as a phone downloads it', () => {
  it('keeps the sign-in page within the phone budget', async () => {
    const { context, page } = await openWithoutCache(PHONE);
    try {
      const scripts = await fetchedScripts(context, page, `${baseUrl}/sso/`);
      expect(overBudget([record('/sso/', '(signed out)', BUDGET_KB.mobile, scripts)])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps a student's pages within the phone budget", async () => {
    // Built for this file: opening the adaptive test starts it, and the demo students' data stay as they were.
    const student = await createStudent({ classId: 1, confirmedSchoolYear: CURRENT_SCHOOL_YEAR }, db);
    const routes = [...routesOf(RoleCode.student), ...ERROR_PAGES].filter((route) => !REPORTS.includes(route));
    const visitor = { loginName: student.loginName, password: student.password, roleCode: RoleCode.student, routes };
    expect(overBudget(await measureAs(visitor))).toEqual([]);
  });

  it("keeps a student's reports within the phone budget", async () => {
    const visitor = { loginName: 'student02', password: DEMO_PASSWORD, roleCode: RoleCode.student, routes: REPORTS };
    expect(overBudget(await measureAs(visitor))).toEqual([]);
  });

  it("keeps a parent's pages within the phone budget", async () => {
    const routes = routesOf(RoleCode.parent);
    const visitor = { loginName: 'parent01', password: DEMO_PASSWORD, roleCode: RoleCode.parent, routes };
    expect(overBudget(await measureAs(visitor))).toEqual([]);
  });

  it.each(planStaffVisits())("keeps %s's pages within the admin budget", async (loginName, roleCode, routes) => {
    const visitor = { loginName, password: DEMO_PASSWORD, roleCode, routes };
    expect(overBudget(await measureAs(visitor))).toEqual([]);
  });
});
