import { contractMessages } from '@pingjia/contract';
import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zhCN } from '../../../shared/i18n/locales/zh-CN';
import { RequestError } from '../../../shared/request/request-error';
import { buttonLabel, renderInApp } from '../../../test/render';
import type { PersonalInfo } from '../api/get-personal-info';
import { sendVerificationCode } from '../api/send-verification-code';
import { updateLoginName } from '../api/update-login-name';
import { updatePassword } from '../api/update-password';
import { updatePhone } from '../api/update-phone';
import { AdminPersonalCenter } from './admin/personal-center';
import { MobilePersonCenter } from './mobile/person-center';

const info = vi.hoisted(
  (): PersonalInfo =>
    ({ id: 1001, userName: '王小明', loginName: 'wangxm01', avatar: null, phone: null }) as PersonalInfo,
);

vi.mock('../api/get-personal-info', () => ({
  personalInfoQueryKey: ['account', 'personalInfo'],
  usePersonalInfo: () => ({ isPending: false, isError: false, data: info }),
}));
vi.mock('../api/update-password', () => ({ updatePassword: vi.fn() }));
vi.mock('../api/update-phone', () => ({ updatePhone: vi.fn() }));
vi.mock('../api/send-verification-code', () => ({ sendVerificationCode: vi.fn() }));
vi.mock('../api/update-login-name', () => ({ updateLoginName: vi.fn() }));
vi.mock('../api/update-avatar', () => ({ updateAvatar: vi.fn() }));
vi.mock('../api/upload-file', () => ({ uploadFile: vi.fn(), fileUrl: (name: string) => `/files/${name}` }));

const texts = zhCN.person;
const rules = contractMessages['zh-CN'];
const resendIn = (seconds: number) => texts.resendIn.replace('{{seconds}}', String(seconds));

interface Variant {
  page: string;
  Page: ComponentType;
  /** How a form's titled part is exposed: antd panels are regions, the mobile page's parts are forms. */
  part: 'region' | 'form';
}

const variants: Variant[] = [
  { page: 'the admin personal centre', Page: AdminPersonalCenter, part: 'region' },
  { page: 'the student and parent person centre', Page: MobilePersonCenter, part: 'form' },
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(updatePassword).mockResolvedValue(undefined);
  vi.mocked(updatePhone).mockResolvedValue(undefined);
  vi.mocked(sendVerificationCode).mockResolvedValue(undefined);
  vi.mocked(updateLoginName).mockResolvedValue(undefined);
});

afterEach(() => vi.useRealTimers());

describe.each(variants)('$page', ({ Page, part }) => {
  function open() {
    const view = renderInApp(<Page />);
    const section = (title: string) => screen.getByRole(part, { name: title });
    return { ...view, section };
  }

  it('shows the account with an unbound phone', () => {
    open();
    expect(screen.getByText('王小明')).toBeTruthy();
    expect(screen.getByText('wangxm01')).toBeTruthy();
    expect(screen.getByText(texts.phoneUnbound)).toBeTruthy();
  });

  describe('password', () => {
    it('says which fields are missing, with the §5 messages, and sends nothing', async () => {
      const { user, section } = open();
      const form = section(texts.changePassword);
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await within(form).findByText(texts.oldPasswordRequired)).toBeTruthy();
      expect(within(form).getByText(rules['validation.password.required'])).toBeTruthy();
      expect(within(form).getByText(rules['validation.confirmPassword.required'])).toBeTruthy();
      expect(updatePassword).not.toHaveBeenCalled();
    });

    it('says when the new passwords differ', async () => {
      const { user, section } = open();
      const form = section(texts.changePassword);
      await user.type(within(form).getByLabelText(texts.oldPassword), 'old12345');
      await user.type(within(form).getByLabelText(texts.newPassword), 'abc12345');
      await user.type(within(form).getByLabelText(texts.confirmPassword), 'abc1234x');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await within(form).findByText(rules['validation.confirmPassword.mismatch'])).toBeTruthy();
      expect(updatePassword).not.toHaveBeenCalled();
    });

    it('sends the three values, says it is done and empties the fields', async () => {
      const { user, section } = open();
      const form = section(texts.changePassword);
      await user.type(within(form).getByLabelText(texts.oldPassword), 'old12345');
      await user.type(within(form).getByLabelText(texts.newPassword), 'abc12345');
      await user.type(within(form).getByLabelText(texts.confirmPassword), 'abc12345');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await screen.findByText(texts.passwordSaved)).toBeTruthy();
      expect(updatePassword).toHaveBeenCalledWith({
        oldPassword: 'old12345',
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      expect(within(form).getByLabelText<HTMLInputElement>(texts.oldPassword).value).toBe('');
    });

    it("shows the server's field message when it refuses the old password", async () => {
      const errors = [{ path: 'oldPassword', message: 'validation.password.format' }];
      vi.mocked(updatePassword).mockRejectedValue(new RequestError('business', 10001, 'refused', errors));
      const { user, section } = open();
      const form = section(texts.changePassword);
      await user.type(within(form).getByLabelText(texts.oldPassword), 'old12345');
      await user.type(within(form).getByLabelText(texts.newPassword), 'abc12345');
      await user.type(within(form).getByLabelText(texts.confirmPassword), 'abc12345');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await within(form).findByText(rules['validation.password.format'])).toBeTruthy();
      expect(within(form).getByLabelText<HTMLInputElement>(texts.oldPassword).value).toBe('old12345');
    });
  });

  describe('phone', () => {
    it('refuses to send a code to a number that is not a mobile phone', async () => {
      const { user, section } = open();
      const form = section(texts.bindPhone);
      await user.type(within(form).getByLabelText(texts.phone), '12345');
      await user.click(within(form).getByRole('button', { name: texts.sendCode }));
      expect(await within(form).findByText(rules['validation.phone.format'])).toBeTruthy();
      expect(sendVerificationCode).not.toHaveBeenCalled();
    });

    it('sends a code, then waits 60 seconds before it offers another', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user, section } = open();
      const form = section(texts.bindPhone);
      await user.type(within(form).getByLabelText(texts.phone), '13800138000');
      await user.click(within(form).getByRole('button', { name: texts.sendCode }));
      expect(sendVerificationCode).toHaveBeenCalledWith('13800138000');
      const waiting = await within(form).findByRole('button', { name: resendIn(60) });
      expect(waiting).toHaveProperty('disabled', true);
      expect(screen.getByText(texts.codeSent)).toBeTruthy();

      act(() => {
        vi.advanceTimersByTime(59_000);
      });
      expect(within(form).getByRole('button', { name: resendIn(1) })).toHaveProperty('disabled', true);
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(within(form).getByRole('button', { name: texts.sendCode })).toHaveProperty('disabled', false);
    });

    it('asks for the code before binding', async () => {
      const { user, section } = open();
      const form = section(texts.bindPhone);
      await user.type(within(form).getByLabelText(texts.phone), '13800138000');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.submit) }));
      expect(await within(form).findByText(texts.codeRequired)).toBeTruthy();
      expect(updatePhone).not.toHaveBeenCalled();
    });

    it('binds the phone with its code and says so', async () => {
      const { user, section } = open();
      const form = section(texts.bindPhone);
      await user.type(within(form).getByLabelText(texts.phone), '13800138000');
      await user.type(within(form).getByLabelText(texts.code), '123456');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.submit) }));
      expect(await screen.findByText(texts.phoneSaved)).toBeTruthy();
      expect(updatePhone).toHaveBeenCalledWith('13800138000', '123456');
    });
  });

  describe('login name', () => {
    it('refuses a name outside the §5 rule', async () => {
      const { user, section } = open();
      const form = section(texts.editLoginName);
      await user.type(within(form).getByLabelText(texts.newLoginName), 'ab c');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await within(form).findByText(rules['validation.account.format'])).toBeTruthy();
      expect(updateLoginName).not.toHaveBeenCalled();
    });

    it('sends a valid name and says so', async () => {
      const { user, section } = open();
      const form = section(texts.editLoginName);
      await user.type(within(form).getByLabelText(texts.newLoginName), 'new_name01');
      await user.click(within(form).getByRole('button', { name: buttonLabel(texts.save) }));
      expect(await screen.findByText(texts.loginNameSaved)).toBeTruthy();
      expect(updateLoginName).toHaveBeenCalledWith('new_name01');
    });
  });
});
