import { RoleCode } from '@pingjia/contract';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../../../shared/i18n/locales/zh-CN';
import { userStore } from '../../../shared/stores/user-store';
import { cssPixels } from '../../../test/css-length';
import { buildUserInfo } from '../../../test/factories';
import { renderInApp } from '../../../test/render';
import { setViewport } from '../../../test/viewport';
import { updateLoginPrompt } from '../api/update-login-prompt';
import { logout } from '../logout';
import { IdentityConfirmModal } from './admin/identity-confirm-modal';
import { IdentityConfirmDialog } from './mobile/identity-confirm-dialog';

vi.mock('../api/update-login-prompt', () => ({ updateLoginPrompt: vi.fn(() => Promise.resolve()) }));
vi.mock('../logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const texts = zhCN.prompt;
const PHONE = { width: 360, height: 640 };
const WIDE = { width: 1280, height: 800 };

/** The width a browser gives the antd modal: its own width, held within its max-width. */
function modalWidth(dialog: HTMLElement, viewportWidth: number): number {
  const style = getComputedStyle(dialog);
  return Math.min(cssPixels(style.width, viewportWidth), cssPixels(style.maxWidth, viewportWidth));
}

/** The width a browser gives the antd-mobile popup: between its --min-width and --max-width. */
function popupWidth(dialog: HTMLElement, viewportWidth: number): number {
  const popup = dialog.closest<HTMLElement>('.adm-center-popup');
  if (!popup) throw new Error('not inside an antd-mobile popup');
  const style = getComputedStyle(popup);
  const least = cssPixels(style.getPropertyValue('--min-width'), viewportWidth);
  const most = cssPixels(style.getPropertyValue('--max-width'), viewportWidth);
  // A popup allowed a range is as wide as its content, which is no width §2 names.
  if (least !== most) throw new Error(`the popup may be anywhere from ${least} to ${most} px wide`);
  return most;
}

interface Variant {
  who: string;
  roleId: number;
  Dialog: ComponentType<{ onConfirmed: () => void }>;
  width: (dialog: HTMLElement, viewportWidth: number) => number;
  /** Where a user clicks to be outside the dialog. */
  outside: () => Element | null;
  personalCenter: string;
}

const variants: Variant[] = [
  {
    who: 'a teacher (admin style)',
    roleId: RoleCode.teacher,
    Dialog: IdentityConfirmModal,
    width: modalWidth,
    outside: () => document.querySelector('.ant-modal-wrap'),
    personalCenter: '/adminIndex/personalCenter',
  },
  {
    who: 'a student (mobile style)',
    roleId: RoleCode.student,
    Dialog: IdentityConfirmDialog,
    width: popupWidth,
    outside: () => document.querySelector('.adm-mask'),
    personalCenter: '/stuIndex/personCenter',
  },
  {
    who: 'a parent (mobile style)',
    roleId: RoleCode.parent,
    Dialog: IdentityConfirmDialog,
    width: popupWidth,
    outside: () => document.querySelector('.adm-mask'),
    personalCenter: '/parentIndex/personCenter',
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  userStore.getState().reset();
});

describe.each(variants)('identity confirmation for $who', (variant) => {
  function open() {
    userStore
      .getState()
      .setUserInfo(
        buildUserInfo({ userName: '王小明', schoolName: '朝阳实验小学', gradeName: '五年级', className: '2班' }),
      );
    userStore.getState().setRole(variant.roleId, null);
    const onConfirmed = vi.fn();
    const view = renderInApp(<variant.Dialog onConfirmed={onConfirmed} />);
    return { ...view, onConfirmed, dialog: screen.getByRole('dialog', { name: texts.identityTitle }) };
  }

  it('shows who is signed in: name, school, grade and class', () => {
    const { dialog } = open();
    expect(within(dialog).getByText('王小明')).toBeTruthy();
    expect(within(dialog).getByText('朝阳实验小学')).toBeTruthy();
    expect(within(dialog).getByText('五年级 2班')).toBeTruthy();
    expect(within(dialog).getByText(texts.bindPhoneText)).toBeTruthy();
  });

  it('is 600 px wide on a wide screen', () => {
    setViewport(WIDE);
    const { dialog } = open();
    expect(variant.width(dialog, WIDE.width)).toBe(600);
  });

  it('fits a 360 px phone, with a margin on each side', () => {
    setViewport(PHONE);
    const { dialog } = open();
    const width = variant.width(dialog, PHONE.width);
    expect(width).toBeLessThanOrEqual(PHONE.width - 16);
    expect(width).toBeGreaterThanOrEqual(PHONE.width - 32);
  });

  it('stays open on Escape', async () => {
    const { dialog, user, onConfirmed, address } = open();
    within(dialog).getByRole('button', { name: texts.notNow }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: texts.identityTitle })).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(address()).toBe('/');
  });

  it('stays open on a click outside it', async () => {
    const { user, onConfirmed } = open();
    const outside = variant.outside();
    expect(outside).not.toBeNull();
    await user.click(outside as Element);
    expect(screen.getByRole('dialog', { name: texts.identityTitle })).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('"not now" closes it where the user is, and asks again next time', async () => {
    const { dialog, user, onConfirmed, address } = open();
    await user.click(within(dialog).getByRole('button', { name: texts.notNow }));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(address()).toBe('/');
    expect(updateLoginPrompt).not.toHaveBeenCalled();
  });

  it('"do not prompt next login" tells the server before closing', async () => {
    const { dialog, user, onConfirmed } = open();
    await user.click(within(dialog).getByRole('checkbox', { name: texts.doNotPrompt }));
    await user.click(within(dialog).getByRole('button', { name: texts.notNow }));
    expect(updateLoginPrompt).toHaveBeenCalledWith(false);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it(`"bind phone" opens this role's personal centre`, async () => {
    const { dialog, user, onConfirmed, address } = open();
    await user.click(within(dialog).getByRole('button', { name: texts.bindPhone }));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(address()).toBe(variant.personalCenter);
  });

  it('"log in again" signs out', async () => {
    const { dialog, user, onConfirmed } = open();
    await user.click(within(dialog).getByText(texts.notMine));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
