// Signs in the way a person does: through the /sso/ page, which hands the token back in the hash.
import type { Page } from 'playwright-core';

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
