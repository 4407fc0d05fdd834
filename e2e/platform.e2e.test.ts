// Issue 3 in a real browser: sign-in for every role, the route guard, the login prompts,
// role switching, the error pages, the idle dialog, the eye-care reminder and logout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../web/src/shared/i18n/locales/en-US.js';
import { zhCN } from '../web/src/shared/i18n/locales/zh-CN.js';
import { inNewPage, launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';
import { CLIENT_ROOT, clientPath, fillSignInForm, signIn } from './support/session.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const withPage = <T>(run: (page: Page) => Promise<T>, options?: Parameters<typeof inNewPage>[2]): Promise<T> =>
  inNewPage(browser, run, options);

const HOMES: [loginName: string, home: string][] = [
  ['student02', '/stuIndex'],
  ['student03', '/stuIndex'],
  ['parent01', '/parentIndexPage'],
  ['teacher01', '/adminIndex/page'],
  ['headteacher01', '/adminIndex/bzr'],
  ['schooladmin01', '/adminIndex/page'],
  ['areaadmin01', '/adminIndex/page'],
  ['areateach01', '/adminIndex/page'],
  ['activityadmin01', '/adminIndex/page'],
  ['organadmin01', '/adminIndex/page'],
  ['service01', '/adminIndex/page'],
  ['multirole01', '/adminIndex/page'],
];

describe('signing in', () => {
  it.each(HOMES)('%s lands on its role home %s', async (loginName, home) => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, loginName);
      await page.waitForURL((url) => url.pathname === `${CLIENT_ROOT.slice(0, -1)}${home}`);
      await page.getByText(zhCN.menu.home, { exact: true }).first().waitFor();
      expect(await page.title()).toBe(zhCN.app.title);
    });
  });

  it('shows the server message for a wrong password and stays on the sign-in page', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/sso/`);
      await fillSignInForm(page, 'student02', 'wrong-password-1');
      await page.getByRole('alert').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/sso/');
    });
  });

  it('can be done with the keyboard alone', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(CLIENT_ROOT)}`);
      await page.locator('#sso-login-name').focus();
      await page.keyboard.type('student02');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Pingjia@2026');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/stuIndex'));
    });
  });

  it('returns to a deep link opened before signing in', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}${CLIENT_ROOT}adminIndex/personalCenter`);
      await page.waitForURL((url) => url.pathname === '/sso/');
      await fillSignInForm(page, 'teacher01', 'Pingjia@2026');
      await page.waitForURL((url) => url.pathname.endsWith('/adminIndex/personalCenter'));
      await page.getByRole('heading', { name: zhCN.person.title }).first().waitFor();
    });
  });

  it('switches to English on the sign-in page and keeps it after signing in', async () => {
    await withPage(async (page) => {
      await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(CLIENT_ROOT)}`);
      await page.getByLabel(zhCN.language.label).selectOption('en-US');
      await page.getByText(enUS.sso.loginName, { exact: true }).waitFor();
      await fillSignInForm(page, 'teacher01', 'Pingjia@2026');
      await page.waitForURL((url) => url.pathname.endsWith('/adminIndex/page'));
      await page.getByText(enUS.menu.home, { exact: true }).first().waitFor();
    });
  });
});

describe('the route guard', () => {
  it('shows /400 for an unknown path', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'student02');
      await page.goto(`${baseUrl}${CLIENT_ROOT}no/such/page`);
      await page.getByRole('heading', { name: zhCN.errors.notFoundTitle }).waitFor();
      expect(clientPath(page)).toBe('/400');
    });
  });

  it('shows /401 for a route outside the role’s menus', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'student02');
      await page.goto(`${baseUrl}${CLIENT_ROOT}adminIndex/page`);
      await page.getByRole('heading', { name: zhCN.errors.noPermissionTitle }).waitFor();
      expect(clientPath(page)).toBe('/401');
    });
  });

  it('lets multirole01 switch from teacher to school admin', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'multirole01');
      const currentRole = page.getByText(zhCN.home.currentRole).locator('..');
      await expect.poll(() => currentRole.innerText()).toContain(zhCN.roles.teacher);
      await page.getByLabel(zhCN.nav.roleSwitch).selectOption('6');
      await expect.poll(() => currentRole.innerText()).toContain(zhCN.roles.schoolAdmin);
      expect(clientPath(page)).toBe('/adminIndex/page');
      await page.reload();
      await expect
        .poll(() => page.getByText(zhCN.home.currentRole).locator('..').innerText())
        .toContain(zhCN.roles.schoolAdmin);
    });
  });
});

describe('login prompts', () => {
  it('makes teacher02 change the default password, with the §5 messages', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher02');
      const dialog = page.getByRole('dialog', { name: zhCN.prompt.changePasswordTitle });
      await dialog.waitFor();
      const newPassword = dialog.getByLabel(zhCN.prompt.newPassword, { exact: true });
      const confirm = dialog.getByLabel(zhCN.prompt.confirmPassword, { exact: true });
      const submit = dialog.getByRole('button', { name: zhCN.prompt.confirm });

      await newPassword.fill('123');
      await confirm.fill('123');
      await submit.click();
      await dialog.getByText('请输入6-16位密码，至少包含字母、数字、特殊符号中的两种').first().waitFor();

      await newPassword.fill('Teacher@2027');
      await confirm.fill('Teacher@2028');
      await submit.click();
      await dialog.getByText('新密码和确认密码不一致').waitFor();

      await confirm.fill('Teacher@2027');
      await submit.click();
      await dialog.waitFor({ state: 'hidden' });
    });
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher02', 'Teacher@2027');
      await page.getByText(zhCN.menu.home, { exact: true }).first().waitFor();
      expect(await page.getByRole('dialog', { name: zhCN.prompt.changePasswordTitle }).count()).toBe(0);
    });
  });

  it('asks student01 to confirm identity, and never again after "do not prompt"', async () => {
    await withPage(
      async (page) => {
        await signIn(page, baseUrl, 'student01');
        const dialog = page.getByRole('dialog', { name: zhCN.prompt.identityTitle });
        await dialog.waitFor();
        await dialog.getByText(zhCN.prompt.notMine).waitFor();
        await dialog.getByText(zhCN.prompt.bindPhoneText).waitFor();
        await page.keyboard.press('Escape');
        await expect(dialog.isVisible()).resolves.toBe(true);
        await dialog.getByText(zhCN.prompt.doNotPrompt).click();
        await dialog.getByRole('button', { name: zhCN.prompt.notNow }).click();
        await dialog.waitFor({ state: 'hidden' });
      },
      { viewport: { width: 420, height: 860 } },
    );
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'student01');
      await page.getByText(zhCN.menu.home, { exact: true }).first().waitFor();
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog', { name: zhCN.prompt.identityTitle }).count()).toBe(0);
    });
  });
});

describe('timers and session end', () => {
  it('shows the eye-care reminder to a student after 30 minutes', async () => {
    await withPage(async (page) => {
      await page.clock.install();
      await signIn(page, baseUrl, 'student02');
      await page.getByText(zhCN.menu.home, { exact: true }).first().waitFor();
      await page.clock.fastForward('31:00');
      await page.getByText(zhCN.eyeCare.text).waitFor();
    });
  });

  it('logs out to the sign-in page with the client root as the return address', async () => {
    await withPage(async (page) => {
      await signIn(page, baseUrl, 'teacher01');
      await page.getByRole('button', { name: zhCN.nav.logout }).click();
      await page.locator('#sso-login-name').waitFor();
      expect(new URL(page.url()).pathname).toBe('/sso/');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(CLIENT_ROOT);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      await page.goto(`${baseUrl}${CLIENT_ROOT}adminIndex/page`, { waitUntil: 'commit' });
      await page.locator('#sso-login-name').waitFor();
    });
  });

  it('shows the 402 dialog when the session has been idle too long', async () => {
    // A second server of the same deployment (same database, file store and keys), idling out fast.
    const shortIdle = await startServer({
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: inject('dataDir'),
      SESSION_IDLE_MINUTES: '0.1',
    });
    try {
      await withPage(async (page) => {
        await signIn(page, shortIdle.baseUrl, 'student02');
        await page.getByText(zhCN.menu.home, { exact: true }).first().waitFor();
        await page.waitForTimeout(7_000);
        await page.getByRole('link', { name: zhCN.menu.personalCenter }).first().click();
        const dialog = page.getByRole('dialog', { name: zhCN.idle.title });
        await dialog.getByText(zhCN.idle.text).waitFor();
        await dialog.getByRole('button', { name: zhCN.idle.button }).click();
        await page.waitForURL((url) => url.pathname === '/sso/');
      });
    } finally {
      await shortIdle.stop();
    }
  });
});
