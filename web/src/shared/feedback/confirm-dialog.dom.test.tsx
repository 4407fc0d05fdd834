import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showConfirmDialog } from './confirm-dialog';

const question = { text: '确定解绑该孩子吗？', confirmText: '确定', cancelText: '取消' };

describe('the yes/no dialog', () => {
  it('asks its question with both answers, the safe one focused', () => {
    void showConfirmDialog(question);
    const dialog = screen.getByRole('dialog', { name: question.text });
    expect(within(dialog).getByText(question.text)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['取消', '确定']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '取消' }));
  });

  it('answers yes only from the confirm button, and goes away', async () => {
    const user = userEvent.setup();
    const answer = showConfirmDialog(question);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no from the cancel button', async () => {
    const user = userEvent.setup();
    const answer = showConfirmDialog(question);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no on Escape', async () => {
    const answer = showConfirmDialog(question);
    // A browser turns Escape on a modal <dialog> into its cancel event; happy-dom does not, so it is sent here.
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
