// Issue 16 defect 12 in a real browser: the §9 tracking beacons leave from the flows that send
// them, not only from the builder. A teacher changes the default password at first sign-in
// (00000005), a parent binds a child's account (00000008), and a failed request reports itself
// (00000020); each beacon is read off the wire and then from what the server stored.
import { and, eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, RoleCode, TRACKING_EVENT_IDS } from '../packages/contract/src/index.js';
import type { TrackingEventId } from '../packages/contract/src/index.js';
import { trackingEvents } from '../server/src/db/schema/index.js';
import { createParent, createStudent, createTeacher, TEST_PASSWORD } from '../server/src/test/factories.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { open } from './support/admin.js';
import { inNewPage, launchBrowser } from './support/browser.js';
import { connectTestDatabase } from './support/database.js';
import { signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
const { db, pool } = connectTestDatabase();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

const withPage = (run: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) =>
  inNewPage(browser, run, viewport ? { viewport } : {});

type Channel = 'loginMessage' | 'abnormalMessage';

/** The next beacon of this event on this channel, as the page posts it (form-encoded). */
function nextBeacon(page: Page, channel: Channel, eventId: TrackingEventId): Promise<URLSearchParams> {
  const isIt = (request: Request) =>
    request.method() === 'POST' &&
    new URL(request.url()).pathname === api.tracking[channel].path &&
    new URLSearchParams(request.postData() ?? '').get('event_index') === eventId;
  return page.waitForRequest(isIt).then((request) => new URLSearchParams(request.postData() ?? ''));
}

async function storedEvents(userId: number, eventId: TrackingEventId) {
  return db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.userId, userId), eq(trackingEvents.eventIndex, eventId)));
}

describe('change default password (00000005)', () => {
  it('is sent on the login channel once the teacher has changed the default password', async () => {
    const teacher = await createTeacher({ passwordIsInitial: true }, db);
    await withPage(async (page) => {
      await signIn(page, baseUrl, teacher.loginName, TEST_PASSWORD);
      const dialog = page.getByRole('dialog', { name: zhCN.prompt.changePasswordTitle });
      await dialog.waitFor();
      await dialog.getByLabel(zhCN.prompt.newPassword, { exact: true }).fill('Teacher@2031');
      await dialog.getByLabel(zhCN.prompt.confirmPassword, { exact: true }).fill('Teacher@2031');
      const beacon = nextBeacon(page, 'loginMessage', TRACKING_EVENT_IDS.changeDefaultPassword);
      await dialog.getByRole('button', { name: zhCN.prompt.confirm }).click();
      const fields = await beacon;
      expect(fields.get('user_id')).toBe(String(teacher.id));
      expect(fields.get('role_id')).toBe(String(RoleCode.teacher));
      await dialog.waitFor({ state: 'hidden' });
    });
    await expect
      .poll(async () => (await storedEvents(teacher.id, TRACKING_EVENT_IDS.changeDefaultPassword)).length)
      .toBe(1);
    const [stored] = await storedEvents(teacher.id, TRACKING_EVENT_IDS.changeDefaultPassword);
    expect(stored).toMatchObject({ channel: 'login', roleId: RoleCode.teacher });
  });
});

describe('bind account (00000008) and a refused request (00000020)', () => {
  it('reports the refused bind as a request error, then the bind as a bind-account event', async () => {
    const child = await createStudent({ userName: '郑小雨' }, db);
    const parent = await createParent({}, db);
    await withPage(
      async (page) => {
        await signIn(page, baseUrl, parent.loginName, TEST_PASSWORD);
        const dialog = page.getByRole('dialog', { name: zhCN.parents.bindTitle });
        await dialog.getByRole('tab', { name: zhCN.parents.tabAccount }).click();
        await dialog.locator('#bind-login-name').fill(child.loginName);
        await dialog.locator('#bind-password').fill('Wrong@2026');

        const refusal = nextBeacon(page, 'abnormalMessage', TRACKING_EVENT_IDS.requestError);
        await dialog.getByRole('button', { name: zhCN.parents.bind, exact: true }).click();
        const error = await refusal;
        expect(new URL(error.get('url') ?? '', baseUrl).pathname).toBe(api.userParent.bindParents.path);
        expect(error.get('user_id')).toBe(String(parent.id));
        // The message the beacon reports is the one the parent reads.
        await page
          .getByText(error.get('message') ?? '', { exact: true })
          .first()
          .waitFor();

        await dialog.locator('#bind-password').fill(TEST_PASSWORD);
        const bound = nextBeacon(page, 'loginMessage', TRACKING_EVENT_IDS.bindAccount);
        await dialog.getByRole('button', { name: zhCN.parents.bind, exact: true }).click();
        const fields = await bound;
        expect(fields.get('user_id')).toBe(String(parent.id));
        expect(fields.get('role_id')).toBe(String(RoleCode.parent));
        await dialog.waitFor({ state: 'detached' });
      },
      { width: 390, height: 844 },
    );
    await expect.poll(async () => (await storedEvents(parent.id, TRACKING_EVENT_IDS.bindAccount)).length).toBe(1);
    const [error] = await storedEvents(parent.id, TRACKING_EVENT_IDS.requestError);
    expect(error).toMatchObject({ channel: 'abnormal' });
    expect(error?.extra.url).toContain(api.userParent.bindParents.path);
  });
});

describe('a request the server fails (00000020)', () => {
  it('sends the abnormal beacon with the failed call and status, beside the toast', async () => {
    const teacher = await createTeacher({}, db);
    await withPage(async (page) => {
      await signIn(page, baseUrl, teacher.loginName, TEST_PASSWORD);
      await page.route(`**${api.home.queryHomePage.path}*`, (route) => route.fulfill({ status: 500, body: '' }));
      const failure = nextBeacon(page, 'abnormalMessage', TRACKING_EVENT_IDS.requestError);
      await open(page, baseUrl, '/adminIndex/page');
      const fields = await failure;
      expect(new URL(fields.get('url') ?? '', baseUrl).pathname).toBe(api.home.queryHomePage.path);
      expect(fields.get('status')).toBe('500');
      expect(fields.get('role_id')).toBe(String(RoleCode.teacher));
      await page.getByText(zhCN.request.requestFailed).first().waitFor();
    });
  });
});
