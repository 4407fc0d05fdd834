// Debian's Chromium driven by playwright-core; never a browser build of Playwright's own.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  });
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'zh-CN',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Runs `run` on a fresh page of its own context, closed afterwards whatever happens. */
export async function inNewPage<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
  options: Parameters<typeof newPage>[1] = {},
): Promise<T> {
  const { context, page } = await newPage(browser, options);
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}
