// Signs in the way a person does: through the /sso/ page, which hands the token back in the hash.
import type { Page } from 'playwright-core';
import { TOKEN_COOKIE, TOKEN_HEADER } from '../../packages/contract/src/index.js';

export const DEMO_PASSWORD = 'Pingjia@2026';
export const CLIENT_ROOT = '/client/answerweb/';

export async function fillSignInForm(page: Page, loginName: string, password: string): Promise<void> {
  await page.locator('#sso-login-name').fill(loginName);
  await page.locator('#sso-password').fill(password);
  await page.locator('form.sso-card button[type="submit"]').click();
}

/** Opens the sign-in page with the client root as the return address and signs in. */
export async function signIn(page: Page, baseUrl: string, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/sso/?returnUrl=${encodeURIComponent(CLIENT_ROOT)}`);
  await fillSignInForm(page, loginName, password);
  await page.waitForURL((url) => url.pathname.startsWith(CLIENT_ROOT) && !url.hash.includes('token='));
}

/** The path inside the client, e.g. '/stuIndex'. */
export function clientPath(page: Page): string {
  const { pathname } = new URL(page.url());
  return pathname.slice(CLIENT_ROOT.length - 1) || '/';
}

/**
 * A call made from the page with its session, as the app's request layer makes it: the token goes
 * in the header (the server takes the cookie alone only for links the browser opens itself).
 */
export async function callFromPage<T>(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path: url, method, sent, header, cookie }) => {
      const token = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      const response = await fetch(url, {
        method,
        headers: {
          [header]: decodeURIComponent(token ?? ''),
          ...(sent === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(sent === undefined ? {} : { body: JSON.stringify(sent) }),
      });
      return (await response.json()) as T;
    },
    { path, method: init.method ?? 'GET', sent: init.body, header: TOKEN_HEADER, cookie: TOKEN_COOKIE },
  );
}
