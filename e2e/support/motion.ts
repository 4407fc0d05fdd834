import type { Page } from 'playwright-core';

/**
 * Waits for the page's finite animations to end (a dialog zooming in, a drawer sliding): a page
 * judged or typed into mid-animation behaves as no user sees it. Endless ones (spinners) are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
