import { LOCAL_STORAGE_KEYS, RoleCode, TRACKING_EVENT_IDS } from '@pingjia/contract';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../../../shared/i18n/locales/zh-CN';
import { userStore } from '../../../shared/stores/user-store';
import { track } from '../../../shared/tracking/send-event';
import { buildUserInfo } from '../../../test/factories';
import { renderInApp } from '../../../test/render';
import { updateLoginPrompt } from '../api/update-login-prompt';
import { verifyPasswordIsInit } from '../api/verify-password-is-init';
import { AdminLoginPrompts } from './admin/admin-login-prompts';
import { MobileLoginPrompts } from './mobile/mobile-login-prompts';

vi.mock('../api/verify-password-is-init', () => ({ verifyPasswordIsInit: vi.fn() }));
vi.mock('../api/update-login-prompt', () => ({ updateLoginPrompt: vi.fn(() => Promise.resolve()) }));
vi.mock('../api/update-password-by-user-id', () => ({ updatePasswordByUserId: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../shared/tracking/send-event', () => ({ track: vi.fn() }));

const texts = zhCN.prompt;
const passwordIsInit = vi.mocked(verifyPasswordIsInit);
const identityDialog = () => screen.queryByRole('dialog', { name: texts.identityTitle });
const storedFlag = () => localStorage.getItem(LOCAL_STORAGE_KEYS.showLogin);

/** Lets the prompt plan (a server answer, then a lazily loaded dialog) come in before checking nothing showed. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

/** Signed in with the server asking for the identity prompt, in `roleId`. */
function signInAs(roleId: number) {
  userStore.getState().setUserInfo(buildUserInfo({ showLoginPrompt: true }));
  userStore.getState().setRole(roleId, null);
}

beforeEach(() => {
  vi.clearAllMocks();
  userStore.getState().reset();
  passwordIsInit.mockResolvedValue(false);
});

describe("the 'showLogin' flag a confirmed login prompt stores (§4)", () => {
  it('confirming the identity prompt with "do not prompt next login" stores it, and the prompt stays away when the layout opens again', async () => {
    signInAs(RoleCode.student);
    const first = renderInApp(<MobileLoginPrompts />);
    const dialog = await screen.findByRole('dialog', { name: texts.identityTitle });
    first.flushEffects();
    expect(storedFlag()).toBeNull();

    await first.user.click(within(dialog).getByRole('checkbox', { name: texts.doNotPrompt }));
    await first.user.click(within(dialog).getByRole('button', { name: texts.notNow }));
    await vi.waitFor(() => expect(identityDialog()).toBeNull());
    expect(updateLoginPrompt).toHaveBeenCalledWith(false);
    expect(storedFlag()).not.toBeNull();

    // A reload or a role switch mounts the layout's prompts again; the server still says "prompt".
    first.unmount();
    renderInApp(<MobileLoginPrompts />);
    await settle();
    expect(identityDialog()).toBeNull();
  });

  it('without the flag, the same sign-in asks again when the layout opens again', async () => {
    signInAs(RoleCode.student);
    const first = renderInApp(<MobileLoginPrompts />);
    await screen.findByRole('dialog', { name: texts.identityTitle });
    first.unmount();
    localStorage.removeItem(LOCAL_STORAGE_KEYS.showLogin);
    renderInApp(<MobileLoginPrompts />);
    expect(await screen.findByRole('dialog', { name: texts.identityTitle })).toBeTruthy();
  });

  it('changing the default password stores it too, and the identity prompt planned with it still follows', async () => {
    passwordIsInit.mockResolvedValue(true);
    signInAs(RoleCode.teacher);
    const { user } = renderInApp(<AdminLoginPrompts />);
    const dialog = await screen.findByRole('dialog', { name: texts.changePasswordTitle });
    expect(storedFlag()).toBeNull();

    await user.type(within(dialog).getByLabelText(texts.newPassword), 'abc12345');
    await user.type(within(dialog).getByLabelText(texts.confirmPassword), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));

    expect(await screen.findByRole('dialog', { name: texts.identityTitle })).toBeTruthy();
    expect(storedFlag()).not.toBeNull();
    expect(track).toHaveBeenCalledWith('loginMessage', TRACKING_EVENT_IDS.changeDefaultPassword);
  });
});
