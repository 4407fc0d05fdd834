import { contractMessages } from '@pingjia/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../../../shared/i18n/locales/zh-CN';
import { RequestError } from '../../../shared/request/request-error';
import { renderInApp } from '../../../test/render';
import { updatePasswordByUserId } from '../api/update-password-by-user-id';
import { ChangeDefaultPasswordModal } from './admin/change-default-password-modal';

vi.mock('../api/update-password-by-user-id', () => ({ updatePasswordByUserId: vi.fn() }));

const texts = zhCN.prompt;
const rules = contractMessages['zh-CN'];
const sendChange = vi.mocked(updatePasswordByUserId);

function open() {
  const onChanged = vi.fn();
  const view = renderInApp(<ChangeDefaultPasswordModal onChanged={onChanged} />);
  const dialog = screen.getByRole('dialog', { name: texts.changePasswordTitle });
  const confirm = within(dialog).getByRole('button', { name: texts.confirm });
  const fill = async (password: string, confirmPassword: string) => {
    if (password) await view.user.type(within(dialog).getByLabelText(texts.newPassword), password);
    if (confirmPassword) await view.user.type(within(dialog).getByLabelText(texts.confirmPassword), confirmPassword);
  };
  return { ...view, onChanged, dialog, confirm, fill };
}

beforeEach(() => {
  sendChange.mockReset();
  sendChange.mockResolvedValue(undefined);
});

describe('change default password dialog (§4)', () => {
  it('says why, and offers only the confirm button', () => {
    const { dialog } = open();
    expect(within(dialog).getByText(texts.changePasswordText)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: texts.confirm })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /cancel|取消/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).toBeNull();
  });

  it('cannot be put away by Escape or a click outside', async () => {
    const { dialog, user, onChanged } = open();
    within(dialog).getByLabelText(texts.newPassword).focus();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.ant-modal-wrap') as Element);
    expect(screen.getByRole('dialog', { name: texts.changePasswordTitle })).toBe(dialog);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says both fields are required, and sends nothing', async () => {
    const { dialog, user, confirm } = open();
    await user.click(confirm);
    expect(await within(dialog).findByText(rules['validation.password.required'])).toBeTruthy();
    expect(within(dialog).getByText(rules['validation.confirmPassword.required'])).toBeTruthy();
    expect(sendChange).not.toHaveBeenCalled();
  });

  it('refuses a password of one kind of character with the §5 rule', async () => {
    const { dialog, user, confirm, fill } = open();
    await fill('abcdefgh', 'abcdefgh');
    await user.click(confirm);
    expect(await within(dialog).findAllByText(rules['validation.password.format'])).toHaveLength(2);
    expect(sendChange).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ', async () => {
    const { dialog, user, confirm, fill } = open();
    await fill('abc12345', 'abc12346');
    await user.click(confirm);
    expect(await within(dialog).findByText(rules['validation.confirmPassword.mismatch'])).toBeTruthy();
    expect(sendChange).not.toHaveBeenCalled();
  });

  it('sends a valid change and closes only once the server took it', async () => {
    let accept: () => void = () => undefined;
    sendChange.mockReturnValue(new Promise<void>((resolve) => (accept = resolve)));
    const { user, confirm, fill, onChanged } = open();
    await fill('abc12345', 'abc12345');
    await user.click(confirm);
    expect(await within(confirm).findByRole('img', { name: 'loading' })).toBeTruthy();
    expect(sendChange).toHaveBeenCalledWith({ password: 'abc12345', confirmPassword: 'abc12345' });
    expect(onChanged).not.toHaveBeenCalled();
    accept();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it("shows the server's field message when it still refuses, and stays open", async () => {
    const errors = [{ path: 'password', message: 'validation.password.format' }];
    sendChange.mockRejectedValue(new RequestError('business', 10001, 'Bad password', errors));
    const { dialog, user, confirm, fill, onChanged } = open();
    await fill('abc12345', 'abc12345');
    await user.click(confirm);
    expect(await within(dialog).findByText(rules['validation.password.format'])).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
