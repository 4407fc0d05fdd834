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

export async function chooseOption(page: Page, selectId: string, text: string): Promise<void> {
  await page.locator(`#${selectId}`).click();
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
}

/** Presses the dialog's save button and waits for the saved toast and the dialog to go. */
export async function saveDialog(page: Page, saveLabel: string, savedText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await button(dialog, saveLabel).click();
  await page.getByText(savedText).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}
