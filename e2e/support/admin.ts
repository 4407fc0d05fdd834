// What the administration browser tests do on every antd page: find buttons, open routes, pick options.
import type { Locator, Page } from 'playwright-core';
import { CLIENT_ROOT } from './session.js';

/** antd spaces out two-character Chinese button labels ("保 存"), so labels match with optional spaces. */
export function button(scope: Page | Locator, label: string): Locator {
  const pattern = new RegExp(`^${[...label].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
  return scope.getByRole('button', { name: pattern });
}

export async function open(page: Page, baseUrl: string, route: string): Promise<void> {
  await page.goto(`${baseUrl}${CLIENT_ROOT}${route.slice(1)}`);
}

/**
 * Waits for antd's finite animations (a dialog zooming in, a list sliding in) to end and, while a
 * dialog is open, for the dialog to take the focus, which it does once it has opened and which scrolls
 * it back to its top. A click made before then can land on a field that has moved away.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const dialog = document.querySelector('.ant-modal-wrap:not([style*="display: none"])');
    return !moving && (!dialog || dialog.contains(document.activeElement));
  });
}

export async function chooseOption(page: Page, selectId: string, text: string): Promise<void> {
  await settle(page);
  await page.locator(`#${selectId}`).click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text })
    .first();
  await option.waitFor();
  await settle(page);
  await option.click();
}

/**
 * Waits until no select's list is open or still closing: antd leaves a closing list in the page (an
 * unnamed listbox, which axe reports) until its animation ends, and two may be closing at once.
 */
export async function selectsClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}

/** Presses the dialog's save button and waits for the saved toast and the dialog to go. */
export async function saveDialog(page: Page, saveLabel: string, savedText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await settle(page);
  await button(dialog, saveLabel).click();
  await page.getByText(savedText).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}
