import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/feedback/toast';
import { fieldErrors, fieldSchema } from '../../../shared/forms/field-errors';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { personalInfoQueryKey } from '../api/get-personal-info';
import { sendVerificationCode } from '../api/send-verification-code';
import { updateLoginName } from '../api/update-login-name';
import { updatePassword } from '../api/update-password';
import { updatePhone } from '../api/update-phone';
import { secondsUntilResend } from './countdown';
import { useFormState } from './use-form-state';

const loadRules = () => import('../../../shared/forms/rules');

async function phoneError(phone: string): Promise<string | undefined> {
  const { mobilePhoneSchema } = await loadRules();
  return fieldErrors(fieldSchema('phone', mobilePhoneSchema), { phone }).phone;
}

function useRefreshAfter(successKey: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async () => {
    showToast(t(successKey), 'success');
    await queryClient.invalidateQueries({ queryKey: personalInfoQueryKey });
  };
}

export function useLoginNameForm() {
  const refresh = useRefreshAfter('person.loginNameSaved');
  return useFormState(
    { loginName: '' },
    async (values) => {
      const { loginNameSchema } = await loadRules();
      return fieldErrors(fieldSchema('loginName', loginNameSchema), values);
    },
    async ({ loginName }) => {
      await updateLoginName(loginName);
      await refresh();
    },
  );
}

type PasswordField = 'oldPassword' | 'password' | 'confirmPassword';

export function usePasswordForm() {
  const { t } = useTranslation();
  const refresh = useRefreshAfter('person.passwordSaved');
  return useFormState<PasswordField>(
    { oldPassword: '', password: '', confirmPassword: '' },
    async (values) => {
      const { passwordChangeSchema } = await loadRules();
      const errors: FieldErrors<PasswordField> = fieldErrors(passwordChangeSchema, values);
      if (!values.oldPassword) errors.oldPassword = t('person.oldPasswordRequired');
      return errors;
    },
    async (values) => {
      await updatePassword(values);
      await refresh();
    },
  );
}

/** Phone binding: send a code (then wait 60 s before the next), and bind with it. */
export function usePhoneForm() {
  const { t } = useTranslation();
  const refresh = useRefreshAfter('person.phoneSaved');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const form = useFormState<'phone' | 'code'>(
    { phone: '', code: '' },
    async (values) => {
      const errors: FieldErrors<'phone' | 'code'> = { phone: await phoneError(values.phone) };
      if (!values.code) errors.code = t('person.codeRequired');
      return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
    },
    async ({ phone, code }) => {
      await updatePhone(phone, code);
      setSentAt(null);
      await refresh();
    },
  );
  const waitSeconds = secondsUntilResend(sentAt, now);

  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  async function sendCode(): Promise<void> {
    const error = await phoneError(form.values.phone);
    form.setErrors(error ? { phone: error } : {});
    if (error || waitSeconds > 0) return;
    try {
      await sendVerificationCode(form.values.phone);
      const sent = Date.now();
      setSentAt(sent);
      setNow(sent);
      showToast(t('person.codeSent'), 'success');
    } catch {
      // The request layer has shown why; the button stays available.
    }
  }

  return { ...form, waitSeconds, sendCode };
}
